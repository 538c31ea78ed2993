// Every knob of `npm run bench`, read once from the environment.
import { chromiumPath } from '../../chromium.config.ts';
import { auditBrowser, type AuditBrowser } from './auditBrowser.ts';

export const SECTIONS = ['bundle', 'page', 'terminal', 'api', 'html', 'flood', 'media', 'startup', 'replicas', 'outage', 'static'] as const;
export type Section = (typeof SECTIONS)[number];

export interface BenchSettings {
  readonly sections: ReadonlySet<Section>;
  /** Seconds per autocannon run (BENCH_DURATION, default 10). */
  readonly durationSeconds: number;
  readonly connections: number;
  /** A MySQL/MariaDB database for a second API pass (BENCH_MYSQL_URL, or DATABASE_URL when it is mysql://). */
  readonly mysqlUrl: string | undefined;
  readonly chromePath: string | undefined;
  /** What Lighthouse audits with (`auditBrowser.ts`: the headless shell when installed; BENCH_LH_CHROME). */
  readonly lighthouseBrowser: AuditBrowser | undefined;
  /** The session-storage key that skips the splash on `/`, for the terminal section (the page section loads `/` as a first visit). */
  readonly splashKey: string;
  readonly terminalCommand: string;
  readonly terminalSamples: number;
  readonly terminalPrefillLines: number;
  /** Lighthouse runs per page and preset (BENCH_LH_RUNS, default 5); every run is judged. */
  readonly lighthouseRuns: number;
  readonly startupRuns: number;
}

function positiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || value > max) throw new Error(`${name} must be a number in (0, ${max}], got "${raw}"`);
  return value;
}

function sections(raw: string | undefined): Set<Section> {
  if (!raw) return new Set(SECTIONS);
  const picked = raw.split(',').map((name) => name.trim()).filter(Boolean);
  const unknown = picked.filter((name) => !(SECTIONS as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`BENCH_ONLY: unknown section ${unknown.join(', ')}; pick from ${SECTIONS.join(', ')}`);
  return new Set(picked as Section[]);
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): BenchSettings {
  const databaseUrl = env.DATABASE_URL?.startsWith('mysql://') ? env.DATABASE_URL : undefined;
  return {
    sections: sections(env.BENCH_ONLY),
    durationSeconds: positiveNumber(env, 'BENCH_DURATION', 10, 120),
    connections: Math.round(positiveNumber(env, 'BENCH_CONNECTIONS', 50, 1000)),
    mysqlUrl: env.BENCH_MYSQL_URL || databaseUrl,
    chromePath: chromiumPath(),
    lighthouseBrowser: auditBrowser(chromiumPath(), env),
    splashKey: env.BENCH_SPLASH_KEY || 'splashShown',
    terminalCommand: env.BENCH_COMMAND || 'help',
    terminalSamples: Math.round(positiveNumber(env, 'BENCH_SAMPLES', 200, 5000)),
    terminalPrefillLines: Math.round(positiveNumber(env, 'BENCH_PREFILL_LINES', 2000, 4500)),
    lighthouseRuns: Math.round(positiveNumber(env, 'BENCH_LH_RUNS', 5, 9)),
    startupRuns: Math.round(positiveNumber(env, 'BENCH_STARTUP_RUNS', 5, 25)),
  };
}
