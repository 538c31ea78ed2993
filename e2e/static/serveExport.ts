// The static edition as a host serves it, for playwright.config.ts's `static visitor` project (its
// second webServer): a fresh demo database exported (`node packages/api/dist/export.js`, as
// `npm run export` runs it after building) into a temporary folder of its own, then the real nginx in
// the foreground over that export with deploy/static/nginx.conf (only its port, root and access log
// changed: packages/api/src/testing/nginxConfig.ts). On SIGTERM or SIGINT it stops nginx, removes the
// folder and exits.
//
//   E2E_STATIC_PORT=4311 node --import tsx e2e/static/serveExport.ts   (after building the api and the site)
//
// Run as one process (`node --import tsx`) rather than under the `tsx` command: that one relays a
// signal to its child and kills it if the child has not acknowledged within 30 ms, which can cut
// the clean-up short.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, existsSync, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nginxMissing, type NginxProcess, startStaticNginx } from '../../packages/api/src/testing/nginxProcess.ts';

/** The repository's root: the exporter resolves the built site (packages/site/dist) from its working directory. */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.E2E_STATIC_PORT ?? 4311);
const origin = `http://127.0.0.1:${port}`;

const dir = mkdtempSync(join(tmpdir(), 'portfolio-e2e-static-'));
// Started as root, nginx's workers run as `nobody`: they must reach the export inside.
chmodSync(dir, 0o755);
const out = join(dir, 'export');

let exporter: ChildProcess | undefined;
/** nginx, once it is being started (it is stopped even when a signal comes while it starts). */
let nginx: Promise<NginxProcess> | undefined;
let stopping = false;

/** Stops the exporter or nginx, removes the folder and exits; a second signal meanwhile changes nothing. */
async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  if (exporter && exporter.exitCode === null && exporter.signalCode === null) {
    const exited = once(exporter, 'exit');
    exporter.kill('SIGTERM');
    await exited;
  }
  await (await nginx?.catch(() => undefined))?.stop();
  await rm(dir, { recursive: true, force: true });
  process.exit(code);
}

async function exportDemo(): Promise<void> {
  for (const file of ['packages/api/dist/export.js', 'packages/site/dist/index.html']) {
    if (!existsSync(join(ROOT, file))) throw new Error(`${file} is missing: build first (npx turbo run build --filter=@portfolio/api --filter=@portfolio/site)`);
  }
  const child = spawn(process.execPath, ['packages/api/dist/export.js', '--out', out], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      INIT_CWD: ROOT,
      PUBLIC_URL: origin,
      DATABASE_URL: `sqlite:${join(dir, 'demo.sqlite')}`,
      DATA_DIR: dir,
      UPLOAD_DIR: join(dir, 'uploads'),
      ADMIN_PASSWORD: 'e2e-static-export-password',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
  });
  exporter = child;
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  if (code !== 0) throw new Error(`The export failed (${signal ?? `exit code ${code}`})`);
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void stop(0));

try {
  const missing = nginxMissing();
  if (missing) throw new Error(`The static edition is served by nginx: ${missing}`);
  const started = Date.now();
  await exportDemo();
  if (!stopping) {
    nginx = startStaticNginx({ root: out, listenPort: port });
    const running = await nginx;
    console.log(`Serving a fresh export (made in ${Date.now() - started} ms) with deploy/static/nginx.conf at ${origin}`);
    running.child.once('exit', (code, signal) => {
      if (stopping) return;
      console.error(`nginx exited (${signal ?? `exit code ${code}`}):\n${running.errorLog()}`);
      void stop(1);
    });
  }
} catch (error: unknown) {
  if (!stopping) {
    console.error(error instanceof Error ? error.message : String(error));
    await stop(1);
  }
}
