import Router from '@koa/router';
import type { HealthResponse, ReadyResponse } from '@portfolio/contracts/health';
import { type Database, pingDatabase } from '../db/connection';
import { pendingMigrations } from '../db/migrate';
import type { ServerLifecycle } from '../http/shutdown';

const startedAt = Date.now();

/** How long `/api/ready` waits for the database: a balancer's check gets its answer within this (plus a little). */
export const READY_TIMEOUT_MS = 1500;

const RUNNING: ServerLifecycle = { shuttingDown: false };

type MigrationState = ReadyResponse['migrations'];

/** The answer below, raced against `timeoutMs`: a database that hangs counts as away. */
async function withinTime<T>(work: Promise<T>, timeoutMs: number, late: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(late), timeoutMs);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether the migrations this build ships are all applied. Once they are, they stay so for this
 * process (nothing un-applies them), so that answer is kept and only the ping is asked each time.
 */
function migrationChecker(db: Database): (timeoutMs: number) => Promise<MigrationState> {
  let current = false;
  return async (timeoutMs) => {
    if (current) return 'current';
    const pending = pendingMigrations(db.knex).then(
      (names) => names.length,
      () => undefined,
    );
    const count = await withinTime(pending, timeoutMs, undefined);
    if (count === undefined) return 'unknown';
    current = count === 0;
    return current ? 'current' : 'pending';
  };
}

/**
 * `GET /api/health` (liveness: the process answers; it says whether the database does, 503 when not)
 * and `GET /api/ready` (readiness, for a balancer: database reachable, migrations current, not
 * shutting down; else 503 saying which). Neither is ever cached.
 */
export function healthRoutes(db: Database, lifecycle: ServerLifecycle = RUNNING): Router {
  const router = new Router();
  const migrations = migrationChecker(db);

  router.get('/api/health', async (ctx) => {
    const up = await pingDatabase(db);
    const body: HealthResponse = {
      status: up ? 'ok' : 'degraded',
      database: up ? 'up' : 'down',
      dialect: db.dialect,
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      time: new Date().toISOString(),
    };
    ctx.status = up ? 200 : 503;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });

  router.get('/api/ready', async (ctx) => {
    const { shuttingDown } = lifecycle;
    // One time limit for both questions: the ping, and (until it was yes once) the migrations.
    const deadline = Date.now() + READY_TIMEOUT_MS;
    const up = await pingDatabase(db, READY_TIMEOUT_MS);
    const state: MigrationState = up ? await migrations(Math.max(deadline - Date.now(), 1)) : 'unknown';
    const problems = [
      ...(shuttingDown ? ['The server is shutting down.'] : []),
      ...(up ? [] : ['The database does not answer.']),
      ...(state === 'pending' ? ['The database lacks migrations this server ships.'] : []),
      ...(up && state === 'unknown' ? ['The applied migrations could not be read.'] : []),
    ];
    const body: ReadyResponse = {
      status: problems.length === 0 ? 'ready' : 'unavailable',
      database: up ? 'up' : 'down',
      migrations: state,
      shuttingDown,
      problems,
    };
    ctx.status = problems.length === 0 ? 200 : 503;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });
  return router;
}
