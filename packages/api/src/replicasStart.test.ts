import knex from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JWT_SECRET_KEY } from './auth/secrets';
import { DEMO_SEEDED_KEY } from './seed/seedDemo';
import { demoProjects } from './seed/demoProjects';
import { type ServerProcess, startServerProcess } from './testing/serverProcess';
import { type TestDatabase, testDatabaseKinds } from './testing/testDatabases';

const mysql = testDatabaseKinds().find((kind) => kind.name === 'mysql');
const PASSWORD = 'correct horse battery staple';

// Three real server processes started at the same moment on one empty MySQL database, without
// JWT_SECRET: they prepare it one after the other (db/startupLock.ts) and then serve one site.
describe.skipIf(!mysql)('three servers started together on an empty MySQL database', () => {
  let database: TestDatabase;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    if (!mysql) return;
    database = await mysql.create();
    if (database.settings.client !== 'mysql') throw new Error('expected a MySQL database');
    const url = database.settings.url;
    servers = await Promise.all(
      [1, 2, 3].map(() => startServerProcess({ DATABASE_URL: url, DATA_DIR: database.dataDir, SITE_DIR: `${database.dataDir}/site`, ADMIN_PASSWORD: PASSWORD, JWT_SECRET: '' })),
    );
    await Promise.all(servers.map((server) => server.ready(45_000)));
  }, 60_000);

  afterAll(async () => {
    for (const server of servers) server.kill();
    await database?.dispose();
  });

  // One case, in steps: tests run in random order, and the last step stops the servers.
  it('all come up; the migrations, the demo and the secret were made once; a token from one works on all; all exit 0 on SIGTERM', { timeout: 30_000 }, async () => {
    if (database.settings.client !== 'mysql') throw new Error('expected a MySQL database');
    const direct = knex({ client: 'mysql2', connection: { uri: database.settings.url } });
    try {
      const migrations = (await direct('knex_migrations').pluck('name')) as string[];
      expect(new Set(migrations).size).toBe(migrations.length);
      expect(await direct('knex_migrations_lock').select('is_locked')).toEqual([{ is_locked: 0 }]);
      expect(await direct('settings').whereIn('key', [DEMO_SEEDED_KEY, JWT_SECRET_KEY]).count({ n: '*' })).toEqual([{ n: 2 }]);
      expect(await direct('projects').count({ n: '*' })).toEqual([{ n: demoProjects.length }]);
    } finally {
      await direct.destroy();
    }
    for (const server of servers) {
      const response = await fetch(`${server.baseUrl}/api/projects`);
      expect(response.status).toBe(200);
      expect(((await response.json()) as { projects: unknown[] }).projects).toHaveLength(demoProjects.length);
    }

    // The generated secret is shared through the database.
    const [first] = servers;
    if (!first) throw new Error('no server');
    const login = await fetch(`${first.baseUrl}/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ password: PASSWORD }) });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    for (const server of servers) {
      const trash = await fetch(`${server.baseUrl}/api/admin/trash`, { headers: { Authorization: `Bearer ${token}` } });
      expect(trash.status).toBe(200);
    }

    for (const server of servers) server.child.kill('SIGTERM');
    expect(await Promise.all(servers.map((server) => server.exited))).toEqual([0, 0, 0]);
  });
});
