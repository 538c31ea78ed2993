import type { TestServer } from './testServer';

export interface JsonAnswer {
  readonly status: number;
  readonly headers: Headers;
  readonly body: unknown;
}

export interface JsonClient {
  get(path: string): Promise<JsonAnswer>;
  /** POSTs `body` as JSON with the owner's bearer token; `authorization: null` sends no header. */
  post(path: string, body: unknown, authorization?: string | null): Promise<JsonAnswer>;
}

async function answer(response: Response): Promise<JsonAnswer> {
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as unknown) : undefined };
}

/** Small fetch wrapper for API tests: JSON in, status and parsed JSON out. */
export function jsonClient(server: TestServer): JsonClient {
  const owner = `Bearer ${server.tokens.issue()}`;
  return {
    get: async (path) => answer(await fetch(`${server.baseUrl}${path}`)),
    async post(path, body, authorization = owner) {
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (authorization !== null) headers.Authorization = authorization;
      return answer(await fetch(`${server.baseUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) }));
    },
  };
}
