import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { LOG_LEVELS, type LogLevel } from './logging/logger';
import { findProjectRoot } from './projectRoot';

export type DatabaseSettings =
  | { readonly client: 'sqlite'; readonly filename: string }
  | { readonly client: 'mysql'; readonly url: string };

export interface AppConfig {
  readonly port: number;
  readonly host: string;
  readonly database: DatabaseSettings;
  readonly dataDir: string;
  /** UPLOAD_DIR: only read at start, for the PDFs an earlier version kept there (importUploadDir.ts). */
  readonly uploadDir: string;
  readonly siteDir: string;
  /** Plain owner password from ADMIN_PASSWORD; undefined means "generate one on first start". */
  readonly adminPassword: string | undefined;
  /** JWT_SECRET; undefined means "generate once and keep it in the database" (auth/secrets.ts). */
  readonly jwtSecret: string | undefined;
  readonly tokenTtlSeconds: number;
  readonly trustProxy: boolean;
  readonly seedDemo: boolean;
  /** The site's public origin (`https://riley.dev`, no trailing slash): canonical URLs, share cards, sitemap, feeds. */
  readonly publicUrl: string;
  /** LOG_LEVEL: the least severe lines written (`info`, the default, has a line per request; `warn` leaves those out). */
  readonly logLevel: LogLevel;
  /** METRICS_PORT and METRICS_HOST: where `/metrics` is served, on a server of its own; undefined (no METRICS_PORT) for none. */
  readonly metrics: { readonly port: number; readonly host: string } | undefined;
  /** ADMIN_URL: the server edition's origin, where the static edition's `/admin` sends the owner (docs/static.md). */
  readonly adminUrl?: string;
  /** STATIC_EXPORT_DIR: a folder the server keeps the static edition in, exported again after each owner write. */
  readonly staticExportDir?: string;
}

const flag = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no', ''])
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^(sqlite:.+|mysql:\/\/.+)$/, 'must look like sqlite:<path> or mysql://user:pass@host:3306/name')
    .optional(),
  DATA_DIR: z.string().min(1).optional(),
  UPLOAD_DIR: z.string().min(1).optional(),
  SITE_DIR: z.string().min(1).optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(72, 'must be at most 72 bytes').optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters (256 bits of randomness)').optional(),
  TOKEN_TTL_HOURS: z.coerce.number().positive().max(24 * 30).default(12),
  TRUST_PROXY: flag.default(false),
  SEED_DEMO: flag.default(true),
  PUBLIC_URL: z
    .string()
    .refine(isPublicOrigin, 'must be an http(s) origin such as https://riley.dev (no path, query or fragment)')
    .optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  ADMIN_URL: z.string().refine(isPublicOrigin, 'must be an http(s) origin such as https://admin.riley.dev (no path, query or fragment)').optional(),
  STATIC_EXPORT_DIR: z.string().min(1).optional(),
});

/** An absolute http(s) URL naming only an origin: links built from it need nothing stripped. */
function isPublicOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password && !/[?#]/.test(value);
  } catch {
    return false;
  }
}

/** A setting that cannot be used: the message names the variable and what is wrong with it. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

function emptyToUndefined(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(env)) out[key] = value === '' ? undefined : value;
  return out;
}

/** What the program reading the settings needs besides them. */
export interface LoadConfigOptions {
  /** It writes the static edition (`npm run export`), so PUBLIC_URL must be set, as with STATIC_EXPORT_DIR. */
  readonly exporting?: boolean;
}

/**
 * Why a static export needs PUBLIC_URL: every canonical link, share card and feed in it names the
 * origin, and a static file cannot learn it later (the server's default, localhost, would be wrong).
 */
export const EXPORT_NEEDS_PUBLIC_URL = 'PUBLIC_URL: must be set for a static export: the origin the static site will be served from, such as https://riley.dev';

/** Reads the environment once; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd(), options: LoadConfigOptions = {}): AppConfig {
  const parsed = envSchema.safeParse(emptyToUndefined(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const values = parsed.data;
  const root = findProjectRoot(cwd);
  const fromRoot = (path: string) => (isAbsolute(path) ? path : resolve(root, path));
  const dataDir = fromRoot(values.DATA_DIR ?? 'data');
  // The SQLite file (and the old upload folder) live in the data folder unless named on their own.
  const databaseUrl = values.DATABASE_URL ?? `sqlite:${join(dataDir, 'portfolio.sqlite')}`;

  if (values.METRICS_PORT !== undefined && values.METRICS_PORT === values.PORT) {
    throw new ConfigError('Invalid configuration:\n  METRICS_PORT: must differ from PORT (the metrics are served apart from the site)');
  }
  if ((options.exporting || values.STATIC_EXPORT_DIR) && !values.PUBLIC_URL) throw new ConfigError(`Invalid configuration:\n  ${EXPORT_NEEDS_PUBLIC_URL}`);
  if (values.ADMIN_PASSWORD !== undefined && Buffer.byteLength(values.ADMIN_PASSWORD) > 72) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_PASSWORD: must be at most 72 bytes');
  }

  return {
    port: values.PORT,
    host: values.HOST,
    database: databaseUrl.startsWith('mysql://')
      ? { client: 'mysql', url: databaseUrl }
      : { client: 'sqlite', filename: fromRoot(databaseUrl.slice('sqlite:'.length)) },
    dataDir,
    uploadDir: values.UPLOAD_DIR ? fromRoot(values.UPLOAD_DIR) : join(dataDir, 'uploads'),
    siteDir: fromRoot(values.SITE_DIR ?? 'packages/site/dist'),
    adminPassword: values.ADMIN_PASSWORD,
    jwtSecret: values.JWT_SECRET,
    tokenTtlSeconds: Math.round(values.TOKEN_TTL_HOURS * 3600),
    trustProxy: values.TRUST_PROXY,
    seedDemo: values.SEED_DEMO,
    publicUrl: values.PUBLIC_URL ? new URL(values.PUBLIC_URL).origin : `http://localhost:${values.PORT}`,
    logLevel: values.LOG_LEVEL,
    metrics: values.METRICS_PORT === undefined ? undefined : { port: values.METRICS_PORT, host: values.METRICS_HOST },
    ...(values.ADMIN_URL ? { adminUrl: new URL(values.ADMIN_URL).origin } : {}),
    ...(values.STATIC_EXPORT_DIR ? { staticExportDir: fromRoot(values.STATIC_EXPORT_DIR) } : {}),
  };
}
