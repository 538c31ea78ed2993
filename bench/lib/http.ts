import { type Agent, request } from 'node:http';
import { createServer } from 'node:net';

export interface HttpAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: Buffer;
}

/** One GET over loopback, on a connection of its own unless an `agent` (a kept-alive one) is given; rejects after `timeoutMs`. */
export function get(url: string, headers: Record<string, string> = {}, timeoutMs = 5000, agent: Agent | false = false): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'GET', headers, agent, timeout: timeoutMs }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`GET ${url} timed out after ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end();
  });
}

export async function getJson(url: string): Promise<unknown> {
  const answer = await get(url, { accept: 'application/json' });
  if (answer.status !== 200) throw new Error(`GET ${url} answered ${answer.status}`);
  return JSON.parse(answer.body.toString('utf8')) as unknown;
}

/** A port free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
