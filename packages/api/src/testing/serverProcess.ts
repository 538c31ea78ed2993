import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** The API package, where `node --import tsx src/server.ts` runs the real server from its sources. */
const API_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** A loopback port free a moment ago (the server process is given it to listen on). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** The real server (src/server.ts) in a process of its own. */
export interface ServerProcess {
  readonly baseUrl: string;
  readonly child: ChildProcess;
  /** What it printed so far, stdout and stderr. */
  readonly output: string[];
  /** Its exit code (or the signal that ended it) once it exits. */
  readonly exited: Promise<number | NodeJS.Signals>;
  /** Resolves once `/api/ready` answers 200; rejects at `timeoutMs` or when the process exits first. */
  ready(timeoutMs?: number): Promise<void>;
  /** Kills it (SIGKILL) if it still runs: for a test's clean-up. */
  kill(): void;
}

/**
 * Starts `node --import tsx src/server.ts` with `env` over the test's own environment (PORT and
 * HOST set here). Pass DATABASE_URL, DATA_DIR and whatever else the case needs; `port` to start a
 * server again where a balancer expects it (a free one by default).
 */
export async function startServerProcess(env: Record<string, string>, { port: wanted }: { readonly port?: number } = {}): Promise<ServerProcess> {
  const port = wanted ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (data: Buffer) => output.push(data.toString('utf8')));
  child.stderr?.on('data', (data: Buffer) => output.push(data.toString('utf8')));
  const exited = new Promise<number | NodeJS.Signals>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'SIGKILL'));
  });
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    child,
    output,
    exited,
    async ready(timeoutMs = 20_000) {
      const giveUpAt = Date.now() + timeoutMs;
      while (Date.now() < giveUpAt) {
        if (gone) throw new Error(`The server exited before it was ready:\n${output.join('')}`);
        const status = await fetch(`${baseUrl}/api/ready`).then(
          (response) => response.status,
          () => 0,
        );
        if (status === 200) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`The server was not ready within ${timeoutMs} ms:\n${output.join('')}`);
    },
    kill() {
      if (!gone) child.kill('SIGKILL');
    },
  };
}
