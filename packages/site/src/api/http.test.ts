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
