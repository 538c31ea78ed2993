import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { rawRequest } from '../testing/rawHttp';
import { testDatabaseKinds } from '../testing/testDatabases';
import { useTestServer } from '../testing/useTestServer';

const MB = 1024 * 1024;

/** A POST sent with node:http, so headers such as Content-Encoding and chunking are exactly ours. */
const rawPost = (baseUrl: string, path: string, headers: Record<string, string>, chunks: Buffer[]) => rawRequest(baseUrl, path, { method: 'POST', headers, chunks });

describe.each(testDatabaseKinds())('JSON bodies on $name', (kind) => {
  const { server, token } = useTestServer(kind);
  const auth = () => ({ Authorization: `Bearer ${token()}` });

  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${server().baseUrl}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body });

  it.each(['/api/login', '/api/admin/config'])('answers malformed JSON on %s with 400 "Malformed JSON body"', async (path) => {
    for (const body of ['{', '{"password": "x",}', "{'password': 'x'}", '{"a":1}}', 'true']) {
      const response = await post(path, body, auth());
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'Malformed JSON body' });
    }
  });

  it.each(['/api/login', '/api/admin/config'])('refuses a JSON body over 1 MB on %s with 413', async (path) => {
    const response = await post(path, JSON.stringify({ password: 'x'.repeat(MB) }), auth());
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'Request body too large' });
  });

  it('reads a JSON body just under 1 MB (and then validates it)', async () => {
    const response = await post('/api/login', JSON.stringify({ password: 'x'.repeat(MB - 100) }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'password: must be at most 1024 characters' });
  });

  it('counts a chunked body without Content-Length against the same limit', async () => {
    const chunk = Buffer.from(`"${'x'.repeat(64 * 1024)}",`);
    const chunks = [Buffer.from('{"password":['), ...Array<Buffer>(20).fill(chunk), Buffer.from('"x"]}')];
    const response = await rawPost(server().baseUrl, '/api/login', { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' }, chunks);
    expect(response.status).toBe(413);
  });

  it('answers odd bodies with a 4xx, never a 500', async () => {
    const json = { 'Content-Type': 'application/json' };
    const cases: Array<[Record<string, string>, Buffer[]]> = [
      [{ ...json, 'Content-Encoding': 'gzip' }, [Buffer.from('definitely not gzip')]],
      [{ ...json, 'Content-Encoding': 'deflate' }, [Buffer.from('not deflate either')]],
      [{ ...json, 'Content-Encoding': 'compress' }, [Buffer.from('{}')]],
      [{ ...json, 'Content-Encoding': 'gzip' }, [gzipSync(Buffer.alloc(10 * MB, 0x20))]],
      [json, [Buffer.from(`${'['.repeat(200_000)}${']'.repeat(200_000)}`)]],
      [json, [Buffer.from('{"__proto__": {"isAdmin": true}, "password": "x"}')]],
      [json, [Buffer.from([0xff, 0xfe, 0x7b, 0x7d])]],
      [{ 'Content-Type': 'application/json; charset=latin1' }, [Buffer.from('{"password":"x"}')]],
      [{ 'Content-Type': 'text/plain' }, [Buffer.from('password=x')]],
    ];
    for (const [headers, chunks] of cases) {
      const response = await rawPost(server().baseUrl, '/api/login', headers, chunks);
      expect(response.status, JSON.stringify(headers)).toBeGreaterThanOrEqual(400);
      expect(response.status, JSON.stringify(headers)).toBeLessThan(500);
      expect(Object.keys(JSON.parse(response.body) as object)).toEqual(['error']);
    }
  });
});
