import { Agent } from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { keepAliveGet } from './keepAliveGet.ts';

/**
 * A raw HTTP server that answers the first `answered` requests of each connection (kept alive) and
 * then, as the next request arrives on it, closes that connection without an answer: what nginx
 * does to an idle client connection at `nginx -s reload`, caught as the client's request arrives.
 */
async function closingServer(answered: number | 'never-answers'): Promise<{ url: string; connections: () => number; server: Server }> {
  let connections = 0;
  const server = createServer((socket: Socket) => {
    connections += 1;
    let requests = 0;
    let buffered = '';
    socket.on('data', (chunk) => {
      buffered += chunk.toString('latin1');
      while (buffered.includes('\r\n\r\n')) {
        buffered = buffered.slice(buffered.indexOf('\r\n\r\n') + 4);
        requests += 1;
        if (answered === 'never-answers') continue;
        if (requests > answered) socket.destroy();
        else socket.write('HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: keep-alive\r\n\r\nok');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { url: `http://127.0.0.1:${address.port}/api/projects`, connections: () => connections, server };
}

describe('keepAliveGet: a GET sent again when its kept-alive connection was closed under it', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  });
  const agent = () => {
    const made = new Agent({ keepAlive: true, maxSockets: 1 });
    cleanups.push(() => made.destroy());
    return made;
  };
  const serve = async (answered: number | 'never-answers') => {
    const made = await closingServer(answered);
    cleanups.push(() => made.server.close());
    return made;
  };

  it('sends it again on a new connection, where fetch loses it', async () => {
    const { url, connections } = await serve(1);
    const pool = agent();
    expect(await keepAliveGet(url, pool)).toEqual({ status: 200, resentAfter: [] });
    const second = await keepAliveGet(url, pool);
    expect(second.status).toBe(200);
    expect(second.resentAfter).toHaveLength(1);
    expect(['ECONNRESET', 'EPIPE']).toContain(second.resentAfter[0]);
    expect(connections()).toBe(2);

    // The image test's reads used fetch before: the same close is a lost read there.
    await (await fetch(url)).arrayBuffer();
    // Its connection back in fetch's pool, idle.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(fetch(url)).rejects.toMatchObject({ cause: { code: 'UND_ERR_SOCKET' } });
  });

  it('does not send again what failed on a new connection', async () => {
    const { url, connections } = await serve(0);
    const outcome = await keepAliveGet(url, agent());
    expect(outcome).toEqual({ status: 'error: ECONNRESET', resentAfter: [] });
    expect(connections()).toBe(1);
  });

  it('does not send again what got no answer in time', async () => {
    const { url, connections } = await serve('never-answers');
    const started = Date.now();
    expect(await keepAliveGet(url, agent(), 200)).toEqual({ status: 'error: TIMEOUT', resentAfter: [] });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(connections()).toBe(1);
  });
});
