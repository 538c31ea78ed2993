import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findProjectRoot } from '../projectRoot';
import { ownerLogin, ownerPost } from '../testing/ownerWrites';
import { type ServerProcess, startServerProcess } from '../testing/serverProcess';

const SITE_DIR = join(findProjectRoot(), 'packages/site/dist');
const built = existsSync(join(SITE_DIR, 'index.html')) && existsSync(join(SITE_DIR, '..', 'dist-server', 'renderPage.js'));
const PASSWORD = 'correct horse battery staple';
const POST = 'why-i-keep-a-lab-notebook';

const dirs: string[] = [];
let server: ServerProcess | undefined;
afterEach(() => {
  server?.kill();
  server = undefined;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portfolio-export-loop-'));
  dirs.push(dir);
  return dir;
}

const envFor = (dir: string, exportDir: string): Record<string, string> => ({
  DATABASE_URL: `sqlite:${join(dir, 'portfolio.sqlite')}`,
  DATA_DIR: dir,
  SITE_DIR,
  ADMIN_PASSWORD: PASSWORD,
  JWT_SECRET: 'a-test-secret-of-at-least-32-characters',
  PUBLIC_URL: 'https://riley.example',
  STATIC_EXPORT_DIR: exportDir,
  LOG_LEVEL: 'warn',
});

describe.skipIf(!built)(`a server with STATIC_EXPORT_DIR${built ? '' : ' (skipped: the site is not built)'}`, () => {
  // The waits are wide: this test takes about 13 s alone and, beside the other suites on CI's
  // two cores, the first export once took longer than 20 s (a fresh-clone rehearsal, 2026-12-02),
  // and the server once took longer than 30 s to answer its health check (another, 2026-12-03,
  // while the suites' imports alone took 260 s): 60 s, as the other servers these tests start.
  it('exports once it is up, and again after an owner write, with the write in the page', { timeout: 180_000 }, async () => {
    const dir = scratch();
    const out = join(dir, 'static');
    server = await startServerProcess(envFor(dir, out));
    await server.ready(60_000);
    const page = join(out, 'writing', `${POST}.html`);
    await expect.poll(() => existsSync(page), { timeout: 50_000, interval: 100 }).toBe(true);

    const token = await ownerLogin(server.baseUrl, PASSWORD);
    const edit = await ownerPost(server.baseUrl, token, '/api/admin/writing', { action: 'edit', slug: POST, update: { content: 'Kept up to date by the server.' } }, 'edit');
    expect(edit.status).toBe(200);
    await expect.poll(() => readFileSync(page, 'utf8').includes('Kept up to date by the server.'), { timeout: 50_000, interval: 100 }).toBe(true);
  });

  it('does not start when the folder holds something that is not an export, and says why', { timeout: 30_000 }, async () => {
    const dir = scratch();
    const out = join(dir, 'photos');
    mkdirSync(out);
    writeFileSync(join(out, 'cat.jpg'), 'x');
    server = await startServerProcess(envFor(dir, out));
    const code = await server.exited;
    expect(code).toBe(1);
    expect(server.output.join('')).toContain(`Cannot export to ${out}: the folder is not empty and holds no earlier export`);
  });
});
