import { get } from './http.ts';

/** One answer of the real server, replayed byte for byte by the ceiling server. */
export interface RecordedAnswer {
  readonly key: string;
  readonly status: number;
  /** Flat [name, value, name, value, …] as node:http's writeHead takes them. */
  readonly headers: string[];
  readonly bodyBase64: string;
}

export const ceilingKey = (path: string, conditional: boolean) => `${path}|${conditional ? 'if-none-match' : ''}`;

// Per connection or per moment, not part of what the app chose to send.
const SKIPPED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** Fetches `path` from the real server (conditionally when `etag` is given) and records the answer. */
export async function record(origin: string, path: string, etag?: string): Promise<RecordedAnswer> {
  const answer = await get(`${origin}${path}`, etag ? { 'if-none-match': etag } : {});
  const headers: string[] = [];
  for (const [name, value] of Object.entries(answer.headers)) {
    if (SKIPPED.has(name) || value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.push(name, one);
  }
  return { key: ceilingKey(path, etag !== undefined), status: answer.status, headers, bodyBase64: answer.body.toString('base64') };
}
