import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { onCleanup } from './cleanup.ts';
import { freePort, get, getJson, sleep } from './http.ts';
import { makeTempDir, type TempDir } from './tempDir.ts';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SERVER_SCRIPT = join(REPO_ROOT, 'packages/api/dist/server.js');
export const SITE_DIST = join(REPO_ROOT, 'packages/site/dist');
const BENCH_PASSWORD = 'bench-owner-password';
// The app's own settings: never inherited from the caller's shell, always set (or cleared) here.
const APP_VARIABLES = ['NODE_ENV', 'PORT', 'HOST', 'DATABASE_URL', 'DATA_DIR', 'UPLOAD_DIR', 'SITE_DIR', 'ADMIN_PASSWORD', 'JWT_SECRET', 'TRUST_PROXY', 'SEED_DEMO', 'TOKEN_TTL_HOURS', 'PUBLIC_URL', 'METRICS_PORT', 'METRICS_HOST', 'LOG_FORMAT'];

export interface ServerOptions {
  /** `sqlite` (a file in the data folder) or a mysql:// URL. */
  readonly database?: 'sqlite' | string;
  /** Reuse a data folder (a restart); by default a fresh one is made and removed on stop. */
  readonly dataDir?: string;
  readonly timeoutMs?: number;
  /**
   * `server` (default): `node packages/api/dist/server.js`. `npm-start`: the README's `npm start`,
   * i.e. turbo's check that the build is current (a cache hit here) and then the same server.
   */
  readonly launch?: 'server' | 'npm-start';
  /** Serve `/metrics` on a port of its own (METRICS_PORT), for figures from inside the server. */
  readonly metrics?: boolean;
}

export interface RunningServer {
  readonly origin: string;
  readonly pid: number;
  /** From spawn to the first 200 from /api/health. */
  readonly startupMs: number;
  readonly dataDir: string;
  /** Where `/metrics` answers, when started with `metrics`. */
  readonly metricsOrigin?: string;
  stop(): Promise<void>;
}

/**
 * The app's settings for a data folder, as the bench sets them for every server and tool it runs
 * (`export.js` included): none inherited from the caller's shell.
 */
export function appEnv(dataDir: string, database: 'sqlite' | string = 'sqlite'): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of APP_VARIABLES) delete env[name];
  return {
    ...env,
    // As the Docker image runs it: without it React renders the pages in its development build, ~2.5× slower.
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    UPLOAD_DIR: join(dataDir, 'uploads'),
    DATABASE_URL: database === 'sqlite' ? `sqlite:${join(dataDir, 'portfolio.sqlite')}` : database,
    ADMIN_PASSWORD: BENCH_PASSWORD,
    SEED_DEMO: '1',
  };
}

function serverEnv(port: number, dataDir: string, database: string, metricsPort: number | undefined): NodeJS.ProcessEnv {
  return {
    ...appEnv(dataDir, database),
    PORT: String(port),
    HOST: '127.0.0.1',
    ...(metricsPort === undefined ? {} : { METRICS_PORT: String(metricsPort), METRICS_HOST: '127.0.0.1' }),
  };
}

async function waitHealthy(origin: string, child: ChildProcess, deadline: number, log: () => string): Promise<void> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode} before it was healthy:\n${log()}`);
    try {
      if ((await get(`${origin}/api/health`, {}, 1000)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(5);
  }
  throw new Error(`The server was not healthy within the time allowed:\n${log()}`);
}

/** Signals the child, or with `group` its whole process group (npm → sh → node). */
function signal(child: ChildProcess, name: NodeJS.Signals, group: boolean): void {
  try {
    if (group && child.pid !== undefined) process.kill(-child.pid, name);
    else child.kill(name);
  } catch {
    // Already gone.
  }
}

async function stopChild(child: ChildProcess, group: boolean): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  signal(child, 'SIGTERM', group);
  const timer = setTimeout(() => signal(child, 'SIGKILL', group), 5000);
  await exited;
  clearTimeout(timer);
}

/** Starts the server (already built) on a free loopback port and waits until healthy. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const { database = 'sqlite', timeoutMs = 30_000, launch = 'server' } = options;
  const group = launch === 'npm-start';
  const temp: TempDir | undefined = options.dataDir ? undefined : makeTempDir('data');
  const dataDir = options.dataDir ?? (temp as TempDir).path;
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // The server's output (a JSON line per request) goes to a file, as a deployment's log would, not
  // through a pipe into this process: reading ~25,000 lines a second here would take CPU from
  // autocannon, which runs in this process, and lower the server's measured rate.
  const logDir = makeTempDir('log');
  const logFile = join(logDir.path, 'server.log');
  const output = () => readFileSync(logFile, 'utf8').slice(-4000);

  const started = performance.now();
  const metricsPort = options.metrics ? await freePort() : undefined;
  const env = serverEnv(port, dataDir, database, metricsPort);
  const logFd = openSync(logFile, 'a');
  const stdio: ['ignore', number, number] = ['ignore', logFd, logFd];
  const child = group
    ? spawn('npm', ['start', '--silent'], { cwd: REPO_ROOT, env, stdio, detached: true })
    : spawn(process.execPath, [SERVER_SCRIPT], { cwd: REPO_ROOT, env, stdio });
  closeSync(logFd);
  const forget = onCleanup(() => signal(child, 'SIGKILL', group));
  const stop = async () => {
    await stopChild(child, group);
    forget();
    temp?.remove();
    logDir.remove();
  };
  try {
    await waitHealthy(origin, child, Date.now() + timeoutMs, output);
  } catch (error) {
    await stop();
    throw error;
  }
  const startupMs = performance.now() - started;
  const metricsOrigin = metricsPort === undefined ? undefined : `http://127.0.0.1:${metricsPort}`;
  return { origin, pid: child.pid as number, startupMs, dataDir, ...(metricsOrigin ? { metricsOrigin } : {}), stop };
}

/** An owner's bearer token from a started server: `POST /api/login` with the password the bench set. */
export async function ownerToken(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password: BENCH_PASSWORD }) });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`POST /api/login answered ${response.status}: ${text.slice(0, 200)}`);
  const { token } = JSON.parse(text) as { token?: unknown };
  if (typeof token !== 'string') throw new Error('POST /api/login answered without a token');
  return token;
}

/**
 * Waits until the demo's images have gone through the media pipeline, which the server runs just
 * after it starts (packages/api/src/seed/demoMedia.ts): every project image is a /media/ URL.
 */
export async function demoMediaReady(origin: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { projects } = (await getJson(`${origin}/api/projects`)) as { projects: { images?: string[] }[] };
    if (projects.every((project) => (project.images ?? []).every((url) => url.startsWith('/media/')))) return;
    if (Date.now() > deadline) throw new Error(`The demo's images were not media within ${timeoutMs / 1000} s`);
    await sleep(250);
  }
}
