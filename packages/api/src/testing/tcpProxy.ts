import { once } from 'node:events';
import { connect, createServer, type Socket } from 'node:net';

export interface TcpProxy {
  readonly port: number;
  /** Passes bytes both ways, listening again if it was refusing; connections that were black-holed are cut. */
  forward(): Promise<void>;
  /** Stops listening, so new connections are refused, and cuts the open ones: the database stopped. */
  refuse(): Promise<void>;
  /** Accepts connections but passes nothing either way, on the open ones too: the database froze. */
  blackhole(): void;
  close(): Promise<void>;
}

interface Pair {
  readonly client: Socket;
  upstream?: Socket;
  holed: boolean;
}

/** A loopback TCP proxy a test owns, in front of a database it must not stop (the shared MariaDB). */
export async function startTcpProxy(target: { readonly host: string; readonly port: number }): Promise<TcpProxy> {
  const pairs = new Set<Pair>();
  let holed = false;

  const server = createServer((client) => {
    const pair: Pair = { client, holed };
    pairs.add(pair);
    client.on('error', () => undefined);
    client.on('close', () => {
      pairs.delete(pair);
      pair.upstream?.destroy();
    });
    if (pair.holed) {
      client.on('data', () => undefined);
      return;
    }
    const upstream = connect(target.port, target.host);
    pair.upstream = upstream;
    upstream.on('error', () => client.destroy());
    upstream.on('close', () => client.destroy());
    client.on('data', (chunk) => {
      if (!pair.holed) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!pair.holed) client.write(chunk);
    });
  });

  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The proxy has no TCP port');
  const { port } = address;

  const cut = (which: (pair: Pair) => boolean) => {
    for (const pair of pairs) {
      if (!which(pair)) continue;
      pair.client.destroy();
      pair.upstream?.destroy();
    }
  };

  return {
    port,
    async forward() {
      holed = false;
      cut((pair) => pair.holed);
      if (!server.listening) {
        server.listen(port, '127.0.0.1');
        await once(server, 'listening');
      }
    },
    async refuse() {
      const closed = server.listening ? new Promise((resolve) => server.close(resolve)) : Promise.resolve();
      cut(() => true);
      await closed;
    },
    blackhole() {
      holed = true;
      for (const pair of pairs) pair.holed = true;
    },
    async close() {
      cut(() => true);
      if (server.listening) await new Promise((resolve) => server.close(resolve));
    },
  };
}
