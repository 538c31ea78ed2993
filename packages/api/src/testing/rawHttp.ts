import { request } from 'node:http';

export interface RawAnswer {
  readonly status: number;
  readonly body: string;
}

export interface RawRequestOptions {
  readonly method?: string;
  readonly headers?: Record<string, string>;
  /** Written one by one, so a test controls the chunking of the body. */
  readonly chunks?: readonly Buffer[];
}

/**
 * A request sent with node:http on a fresh connection: the path goes out exactly as written (fetch
 * would normalise `..` segments away), and headers such as Content-Encoding are exactly ours.
 */
export function rawRequest(baseUrl: string, path: string, { method = 'GET', headers = {}, chunks = [] }: RawRequestOptions = {}): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method, headers, agent: false }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (chunk: Buffer) => parts.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(parts).toString('utf8') }));
    });
    req.on('error', reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

/** A GET with the path sent exactly as written. */
export const rawGet = (baseUrl: string, path: string): Promise<RawAnswer> => rawRequest(baseUrl, path);
