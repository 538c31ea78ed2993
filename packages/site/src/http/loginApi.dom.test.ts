import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../testing/mswServer';
import { login } from './loginApi';

/** `POST /api/login` answers this body and status, as the server or a proxy in front of it might. */
function answering(status: number, body: string): void {
  server.use(http.post('/api/login', () => new HttpResponse(body, { status })));
}

describe('login', () => {
  it('grants a token', async () => {
    answering(200, '{"token":"abc.def.ghi"}');
    expect(await login('pw')).toEqual({ kind: 'granted', token: 'abc.def.ghi' });
  });

  it('passes on the server refusal', async () => {
    answering(401, '{"error":"Invalid password"}');
    expect(await login('pw')).toEqual({ kind: 'denied', error: 'Invalid password' });
    answering(500, '{}');
    expect(await login('pw')).toEqual({ kind: 'denied', error: undefined });
  });

  it('reports an unparsable answer with its first 200 characters', async () => {
    const html = `<html>${'x'.repeat(300)}</html>`;
    answering(502, html);
    expect(await login('pw')).toEqual({ kind: 'failed', message: `Invalid JSON response: ${html.slice(0, 200)}` });
  });

  it('reports a network failure', async () => {
    server.use(http.post('/api/login', () => HttpResponse.error()));
    expect(await login('pw')).toEqual({ kind: 'failed', message: 'Failed to fetch' });
  });
});
