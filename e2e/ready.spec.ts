// The balancer's endpoints on the built server: readiness (database answers, migrations current,
// not shutting down) and liveness, both never cached.
import { healthResponseSchema, readyResponseSchema } from '../packages/contracts/src/health.ts';
import { isStatic } from './support/edition.ts';
import { expect, test } from './support/fixtures.ts';

test('GET /api/ready says ready, uncached, beside /api/health', async ({ request }) => {
  test.skip(isStatic(), 'the readiness and health endpoints belong to the server; the static edition has no API');
  const ready = await request.get('/api/ready');
  expect(ready.status()).toBe(200);
  expect(ready.headers()['cache-control']).toBe('no-store');
  expect(readyResponseSchema.parse(await ready.json())).toEqual({ status: 'ready', database: 'up', migrations: 'current', shuttingDown: false, problems: [] });

  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(healthResponseSchema.parse(await health.json())).toMatchObject({ status: 'ok', database: 'up' });
});
