import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../testing/serverProcess';

const PASSWORD = 'correct horse battery staple';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A raw connection to the server, with what it received and when it was closed. */
interface RawConnection {
  readonly socket: Socket;
  received(): string;
  /** Resolves with the ms since `since` when the connection closes. */
  readonly closed: Promise<number>;
}

async function open(baseUrl: string): Promise<RawConnection> {
  const { hostname, port } = new URL(baseUrl);
  const socket = connect(Number(port), hostname);
  let text = '';
  socket.on('data', (data: Buffer) => {
    text += data.toString('utf8');
  });
  socket.on('error', () => undefined);
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(performance.now())));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('error', reject);
  });
  return { socket, received: () => text, closed };
}

/** Whether a new connection to the server is refused. */
function refused(baseUrl: string): Promise<boolean> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}


const dirs: string[] = [];
let server: ServerProcess | undefined;

afterEach(() => {
  server?.kill();
  server = undefined;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function startServer(): Promise<ServerProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'portfolio-shutdown-'));
  dirs.push(dir);
  server = await startServerProcess({
    DATABASE_URL: `sqlite:${join(dir, 'portfolio.sqlite')}`,
    DATA_DIR: dir,
    SITE_DIR: join(dir, 'site'),
    SEED_DEMO: '0',
    ADMIN_PASSWORD: PASSWORD,
    JWT_SECRET: 'a-test-secret-of-at-least-32-characters',
  });
  await server.ready();
  return server;
}

describe('the real server on SIGTERM', () => {
  it('finishes the request in flight (with Connection: close), answers a request on an idle keep-alive connection with Connection: close, closes the unused one at its keep-alive time-out, refuses new connections and exits 0', { timeout: 30_000 }, async () => {
    const running = await startServer();

    // Two keep-alive clients that had one answer each and now sit idle.
    const idle = [await open(running.baseUrl), await open(running.baseUrl)];
    for (const connection of idle) {
      connection.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
      await expect.poll(() => /\r\n\r\n\{.*\}$/s.test(connection.received()), { timeout: 5000, interval: 25 }).toBe(true);
      expect(connection.received()).toMatch(/^HTTP\/1\.1 200/);
      expect(connection.received()).toMatch(/\r\nConnection: keep-alive\r\n/i);
    }
    const [reused, unused] = idle as [RawConnection, RawConnection];

    // An owner signing in on a slow link: the body is half there when the signal comes.
    const body = JSON.stringify({ password: PASSWORD });
    const half = Math.floor(body.length / 2);
    const slow = await open(running.baseUrl);
    slow.socket.write(`POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, half)}`);
    await sleep(300);

    const signalled = performance.now();
    running.child.kill('SIGTERM');

    // At once: no new connections.
    await expect.poll(() => refused(running.baseUrl), { timeout: 2000, interval: 25 }).toBe(true);
    // The idle connections stay open: a proxy may be sending a request down one right now, and
    // cutting it would lose that request. One that is used is answered, told to close, and closed.
    await sleep(500);
    const answeredBefore = reused.received().length;
    reused.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await reused.closed;
    const afterSignal = reused.received().slice(answeredBefore);
    expect(afterSignal).toMatch(/^HTTP\/1\.1 200/);
    expect(afterSignal).toMatch(/\r\nConnection: close\r\n/i);
    // The slow request is still being answered: the process waits for it.
    await sleep(500);
    expect(slow.received()).toBe('');

    slow.socket.write(body.slice(half));
    await slow.closed;
    const answer = slow.received();
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
    expect(answer).toMatch(/"token":"[^"]+"/);

    // The unused one ends at the keep-alive time-out (Node's 5 s), and with it the process.
    const unusedClosedAfter = (await unused.closed) - signalled;
    expect(unusedClosedAfter).toBeGreaterThan(2000);
    expect(unusedClosedAfter).toBeLessThan(7000);
    expect(await running.exited).toBe(0);
    expect(performance.now() - signalled).toBeLessThan(10_000);
    expect(running.output.join('')).toMatch(/SIGTERM received/);
    expect(running.output.join('')).toMatch(/Shut down cleanly/);
  });

  it('exits 1 with a line saying so at a second signal while a request is unfinished', { timeout: 20_000 }, async () => {
    const running = await startServer();
    const slow = await open(running.baseUrl);
    slow.socket.write('POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"pass');
    await sleep(300);
    running.child.kill('SIGTERM');
    await expect.poll(() => refused(running.baseUrl), { timeout: 2000, interval: 25 }).toBe(true);
    running.child.kill('SIGINT');
    expect(await running.exited).toBe(1);
    expect(running.output.join('')).toMatch(/SIGINT received again while shutting down: exiting now, 1 request\(s\) unfinished/);
    slow.socket.destroy();
  });
});
