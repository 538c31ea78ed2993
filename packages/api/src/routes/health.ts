import Router from '@koa/router';
import type { HealthResponse } from '@portfolio/contracts/health';
import { type Database, pingDatabase } from '../db/connection';

const startedAt = Date.now();

/** `GET /api/health`: 200 when the database answers, 503 when it does not; never cached. */
export function healthRoutes(db: Database): Router {
  const router = new Router();
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
  return router;
}
