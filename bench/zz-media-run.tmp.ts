import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, get, sleep } from './lib/http.ts';
import { benchMedia } from './sections/media.ts';

const port = await freePort();
const dir = mkdtempSync(join(tmpdir(), 'media-bench-'));
const database = process.env.BENCH_DB ?? `sqlite:${join(dir, 'p.sqlite')}`;
const child = spawn(process.execPath, [...(process.env.ELD ? ['--import', '/tmp/mb/eld.mjs'] : []), '--import', 'tsx', 'packages/api/src/server.ts'], {
  cwd: '/work/main',
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, DATABASE_URL: database, ADMIN_PASSWORD: 'bench-owner-password', SEED_DEMO: '1', JWT_SECRET: 'x'.repeat(64) },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const origin = `http://127.0.0.1:${port}`;
try {
  for (let i = 0; i < 400; i++) { try { if ((await get(`${origin}/api/health`)).status === 200) break; } catch {} await sleep(50); }
  const login = await fetch(`${origin}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password: 'bench-owner-password' }) });
  const { token } = (await login.json()) as { token: string };
  await sleep(3000);
  const run = await benchMedia(origin, token, { connections: 20, durationSeconds: Number(process.env.DUR ?? 5), concurrentUploads: Number(process.env.N ?? 10), log: console.log });
  console.log(JSON.stringify(run, (k, v) => (typeof v === 'number' ? Math.round(v * 10) / 10 : v), 2));
} finally {
  child.kill('SIGTERM');
  await sleep(500);
  rmSync(dir, { recursive: true, force: true });
}
