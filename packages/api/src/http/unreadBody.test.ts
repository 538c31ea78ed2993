import { once } from 'node:events';
import { Agent, type ClientRequest, request } from 'node:http';
import { connect } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../testing/testDatabases';
import { useTestServer } from '../testing/useTestServer';
import { DRAIN_MAX_BYTES } from './unreadBody';

interface Answer {
  readonly status: number;
  readonly body: string;
  /** Whether the request went out on a connection an earlier request had used. */
  readonly reused: boolean;
}

const CHUNK = Buffer.alloc(64 * 1024, 0x5b);

function answerOf(req: ClientRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    req.on('response', (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(parts).toString('utf8'), reused: req.reusedSocket }));
    });
    req.on('error', reject);
  });
}

describe.each(testDatabaseKinds())('bodies the server does not read, on $name', (kind) => {
  const { server } = useTestServer(kind);
  let agent: Agent;
  beforeEach(() => {
    agent = new Agent({ keepAlive: true, maxSockets: 1 });
  });
  afterEach(() => agent.destroy());

  const open = (path: string, headers: Record<string, string>) => {
    const { hostname, port } = new URL(server().baseUrl);
    return request({ hostname, port, path, method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, agent });
  };
  const health = () => answerOf(request(`${server().baseUrl}/api/health`, { agent }).end());

  it('answers an admin call without a token with 401 before its body has arrived', async () => {
    const req = open('/api/admin/writing', { 'Content-Length': String(1024 * 1024) });
    const answer = answerOf(req);
    req.write('{"action":"add","content":"');
    expect(await answer).toMatchObject({ status: 401, body: JSON.stringify({ error: 'Missing bearer token' }) });
    req.destroy();
  });

  it.each([
    ['a small body without a token', '/api/admin/config', 1],
    ['a 1 MB body without a token', '/api/admin/config', 16],
    ['a body past the login limit', '/api/login', 16],
  ])('keeps a keep-alive connection in step after refusing %s', async (_name, path, chunks) => {
    const req = open(path, { 'Content-Length': String(chunks * CHUNK.length) });
    const answer = answerOf(req);
    for (let i = 0; i < chunks; i += 1) req.write(CHUNK);
    req.end();
    expect((await answer).status).toBeGreaterThanOrEqual(400);
    expect(await health()).toMatchObject({ status: 200, reused: true });
  });

  it(`closes the connection after the answer rather than read more than ${DRAIN_MAX_BYTES / 1024 / 1024} MB nobody asked for`, async () => {
    // A raw socket: node:http's client itself stops writing once a keep-alive answer has come.
    const { hostname, port } = new URL(server().baseUrl);
    const socket = connect(Number(port), hostname);
    socket.on('error', () => undefined);
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    let received = '';
    socket.on('data', (part: Buffer) => (received += part.toString('latin1')));
    socket.write('POST /api/admin/config HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n');
    const chunk = Buffer.concat([Buffer.from(`${CHUNK.length.toString(16)}\r\n`), CHUNK, Buffer.from('\r\n')]);
    let sent = 0;
    while (!socket.destroyed && sent < 4 * DRAIN_MAX_BYTES) {
      sent += CHUNK.length;
      if (!socket.write(chunk)) await Promise.race([once(socket, 'drain').catch(() => undefined), closed]);
    }
    await closed;
    expect(received).toMatch(/^HTTP\/1\.1 401 /);
    expect(sent).toBeLessThan(4 * DRAIN_MAX_BYTES);
  });
});
