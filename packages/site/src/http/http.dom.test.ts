import * as z from 'zod/mini';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../testing/mswServer';
import { getJson, OWNER_ANSWER_REFUSED, responseErrorMessage } from './http';

const answer = (body: string, type: string, status = 502, statusText = 'Bad Gateway') =>
  new Response(body, { status, statusText, headers: { 'Content-Type': type } });

describe('responseErrorMessage', () => {
  it("gives the JSON answer's error", async () => {
    expect(await responseErrorMessage(answer('{"error":"date: must be a real date"}', 'application/json', 400, 'Bad Request'))).toBe('date: must be a real date');
  });

  it('gives a short plain-text answer as it reads, on one line', async () => {
    expect(await responseErrorMessage(answer('Bad gateway:\n upstream down\n', 'text/plain; charset=utf-8'))).toBe('Bad gateway: upstream down');
  });

  it('gives the status line for HTML pages, long or empty text, and JSON without an error', async () => {
    expect(await responseErrorMessage(answer('<html><body>502</body></html>', 'text/html'))).toBe('502 Bad Gateway');
    expect(await responseErrorMessage(answer('x'.repeat(201), 'text/plain'))).toBe('502 Bad Gateway');
    expect(await responseErrorMessage(answer('  ', 'text/plain'))).toBe('502 Bad Gateway');
    expect(await responseErrorMessage(answer('{"message":"no"}', 'application/json', 500, 'Internal Server Error'))).toBe('500 Internal Server Error');
  });
});

describe('getJson with the owner token', () => {
  const schema = z.object({ items: z.array(z.string()) });
  const serve = (headers: Record<string, string>) =>
    server.use(http.get('/api/things', () => HttpResponse.json({ items: ['a'] }, { headers })));

  it("takes the owner's answer, marked private", async () => {
    serve({ 'Cache-Control': 'private, no-store' });
    expect(await getJson('/api/things', schema, { token: 'a.b.c' })).toEqual({ items: ['a'] });
  });

  it("refuses the visitors' answer given to a token the server no longer takes, as a 401", async () => {
    serve({ 'Cache-Control': 'no-cache' });
    await expect(getJson('/api/things', schema, { token: 'a.b.c' })).rejects.toMatchObject({ status: 401, message: OWNER_ANSWER_REFUSED });
    // Without a token the same answer is what was asked for.
    expect(await getJson('/api/things', schema)).toEqual({ items: ['a'] });
  });
});

describe('getJson with a schema imported on demand', () => {
  const schema = z.object({ items: z.array(z.string()) });
  const serve = (body: { items: unknown[] }) => server.use(http.get('/api/things', () => HttpResponse.json(body)));

  it('starts the import with the request and checks the answer with what it gives', async () => {
    serve({ items: ['a'] });
    const order: string[] = [];
    const load = async () => {
      order.push('import');
      return schema;
    };
    const read = getJson('/api/things', load);
    order.push('called');
    expect(await read).toEqual({ items: ['a'] });
    expect(order).toEqual(['import', 'called']);
    serve({ items: [1] });
    await expect(getJson('/api/things', load)).rejects.toMatchObject({ message: 'Unexpected answer from /api/things' });
  });

  it('fails with the import’s error when the schema cannot load, and with the server’s when the request is refused first', async () => {
    const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    serve({ items: ['a'] });
    await expect(getJson('/api/things', failing)).rejects.toThrow('Failed to fetch dynamically imported module');
    server.use(http.get('/api/things', () => HttpResponse.json({ error: 'Not found' }, { status: 404 })));
    await expect(getJson('/api/things', failing)).rejects.toMatchObject({ status: 404, message: 'Not found' });
  });
});
