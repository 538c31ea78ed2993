import { describe, expect, it } from 'vitest';
import { login } from './loginApi';

function answering(status: number, body: string): typeof fetch {
  return async () => new Response(body, { status });
}

describe('login', () => {
  it('grants a token', async () => {
    expect(await login('pw', answering(200, '{"token":"abc.def.ghi"}'))).toEqual({ kind: 'granted', token: 'abc.def.ghi' });
  });

  it('passes on the server refusal', async () => {
    expect(await login('pw', answering(401, '{"error":"Invalid password"}'))).toEqual({ kind: 'denied', error: 'Invalid password' });
    expect(await login('pw', answering(500, '{}'))).toEqual({ kind: 'denied', error: undefined });
  });

  it('reports an unparsable answer with its first 200 characters', async () => {
    const html = `<html>${'x'.repeat(300)}</html>`;
    expect(await login('pw', answering(502, html))).toEqual({ kind: 'failed', message: `Invalid JSON response: ${html.slice(0, 200)}` });
  });

  it('reports a network failure', async () => {
    const offline: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await login('pw', offline)).toEqual({ kind: 'failed', message: 'Failed to fetch' });
  });
});
