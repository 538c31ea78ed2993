import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequestListener, createSiteReadCache } from '../app';
import { tokenGenerationsIn } from '../auth/tokenGeneration';
import { createTokenService, type TokenService } from '../auth/tokens';
import type { AppDeps } from '../appDeps';
import type { AppConfig } from '../config';
import type { Database } from '../db/connection';
import type { Logger } from '../logging/log';
import { createHttpServer } from '../http/requestTimeouts';
import { prepare } from '../startup';
import type { TestDatabase } from './testDatabases';

export const TEST_ADMIN_PASSWORD = 'correct horse battery staple';

export interface TestServer {
  readonly baseUrl: string;
  readonly db: Database;
  readonly config: AppConfig;
  readonly tokens: TokenService;
  /** Forgets the server's cached reads, after a test changed the database behind its back. */
  forgetCachedReads(): void;
  close(): Promise<void>;
}

const quietLog: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

export function testConfig(database: TestDatabase, overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    database: database.settings,
    dataDir: database.dataDir,
    uploadDir: `${database.dataDir}/uploads`,
    siteDir: `${database.dataDir}/site`,
    adminPassword: TEST_ADMIN_PASSWORD,
    jwtSecret: 'test-secret-that-is-at-least-32-characters-long',
    tokenTtlSeconds: 3600,
    trustProxy: false,
    seedDemo: false,
    publicUrl: 'https://riley.example',
    logLevel: 'info',
    metrics: undefined,
    ...overrides,
  };
}

/**
 * Prepares the database as the real server does and serves the app on a free loopback port, with
 * the real server's time limits. `log` hears what the server would print (nothing by default);
 * `observers` take the request lines and metrics (none by default).
 */
export async function startTestServer(
  database: TestDatabase,
  overrides: Partial<AppConfig> = {},
  log: Logger = quietLog,
  observers: Pick<AppDeps, 'requestLog' | 'metrics'> = {},
): Promise<TestServer> {
  const config = testConfig(database, overrides);
  const { db, jwtSecret, afterListening } = await prepare(config, log);
  const tokens = createTokenService(jwtSecret, config.tokenTtlSeconds, tokenGenerationsIn(db.knex));
  const readCache = createSiteReadCache(db);
  const server: Server = createHttpServer(createRequestListener({ db, config, tokens, log, ...observers }, readCache));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  // The server starts it a second after listening; tests see its outcome from their first request.
  await afterListening();
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    db,
    config,
    tokens,
    forgetCachedReads: () => readCache.invalidate(),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.knex.destroy();
    },
  };
}
