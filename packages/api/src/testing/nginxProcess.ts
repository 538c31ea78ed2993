import { type ChildProcess, spawn } from 'node:child_process';
import { accessSync, chmodSync, constants, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mainConfig, shippedSiteConfig, shippedStaticSiteConfig } from './nginxConfig';
import { freePort } from './serverProcess';

/** Debian's nginx (`nginx-light` is enough), or NGINX_PATH. */
export const NGINX_BINARY = process.env.NGINX_PATH || '/usr/sbin/nginx';

/** Why nginx cannot be run here, or undefined when it can. */
export function nginxMissing(): string | undefined {
  try {
    accessSync(NGINX_BINARY, constants.X_OK);
    return undefined;
  } catch {
    return `no nginx at ${NGINX_BINARY} (apt-get install nginx-light, or set NGINX_PATH)`;
  }
}

export interface NginxProcess {
  readonly baseUrl: string;
  readonly child: ChildProcess;
  /** Its configuration, logs and temporary files; removed by `stop`. */
  readonly dir: string;
  /** nginx's error log so far (warnings and errors: a replica taken out, a request it could not pass on). */
  errorLog(): string;
  /** Its access log so far: a line per request, with the replicas tried and their answers (deploy/nginx.conf's `portfolio` format). */
  accessLog(): string;
  /** SIGTERM, then waits for it to exit; removes its folder. */
  stop(): Promise<void>;
}

export interface NginxOptions {
  /** `host:port` of each replica. */
  readonly upstreams: readonly string[];
  /** 1 by default: the tests' machines have few cores. */
  readonly workerProcesses?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * nginx in the foreground with the shipped deploy/nginx.conf (its upstream servers and listen port
 * changed), everything it writes in a temporary folder. Resolves once it accepts connections.
 */
export async function startNginx({ upstreams, workerProcesses = 1 }: NginxOptions): Promise<NginxProcess> {
  const port = await freePort();
  return runNginx(port, workerProcesses, (dir) => shippedSiteConfig({ upstreams, listenPort: port, accessLog: join(dir, 'access.log') }));
}

export interface StaticNginxOptions {
  /** The export's folder (`npm run export -- --out DIR`). Started as root, nginx's workers run as `nobody`: they must be able to read it. */
  readonly root: string;
  /** A free one by default. */
  readonly listenPort?: number;
}

/**
 * nginx in the foreground with the shipped deploy/static/nginx.conf serving the export in `root`
 * (its listen port, root and access log changed), everything it writes in a temporary folder.
 * Resolves once it accepts connections.
 */
export async function startStaticNginx({ root, listenPort }: StaticNginxOptions): Promise<NginxProcess> {
  const port = listenPort ?? (await freePort());
  return runNginx(port, 1, (dir) => shippedStaticSiteConfig({ listenPort: port, root, accessLog: join(dir, 'access.log') }));
}

/** nginx in the foreground on `port` with the site file `siteConfig` writes for its folder. */
async function runNginx(port: number, workerProcesses: number, siteConfig: (dir: string) => string): Promise<NginxProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'portfolio-nginx-'));
  // Started as root, nginx's workers run as `nobody`: they must reach the temporary folders inside.
  chmodSync(dir, 0o755);
  const siteFile = join(dir, 'portfolio.conf');
  writeFileSync(siteFile, siteConfig(dir));
  writeFileSync(join(dir, 'nginx.conf'), mainConfig(dir, siteFile, workerProcesses));
  const child = spawn(NGINX_BINARY, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', `daemon off; pid ${join(dir, 'nginx.pid')};`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (data: Buffer) => {
    stderr += data.toString('utf8');
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const errorLog = () => {
    try {
      return stderr + readFileSync(join(dir, 'error.log'), 'utf8');
    } catch {
      return stderr;
    }
  };
  const accessLog = () => {
    try {
      return readFileSync(join(dir, 'access.log'), 'utf8');
    } catch {
      return '';
    }
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const giveUpAt = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > giveUpAt) {
      const log = errorLog();
      await stop();
      throw new Error(`nginx did not start:\n${log}`);
    }
    await sleep(50);
  }
  return { baseUrl: `http://127.0.0.1:${port}`, child, dir, errorLog, accessLog, stop };
}
