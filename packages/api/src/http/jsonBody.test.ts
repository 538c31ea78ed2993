import { gzipSync } from 'node:zlib';
import { PASSWORD_MAX_LENGTH } from '@portfolio/contracts/auth';
import { describe, expect, it } from 'vitest';
import { rawRequest } from '../testing/rawHttp';
import { testDatabaseKinds } from '../testing/testDatabases';
import { useTestServer } from '../testing/useTestServer';
import { BODY_LIMITS } from './bodyLimits';
import { JSON_MAX_DEPTH, TOO_DEEP_MESSAGE } from './jsonBody';

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

  it('reads an admin JSON body just under 1 MB (and then validates it)', async () => {
    const body = { action: 'add', title: 'Long', date: '2026-01-01', content: 'x'.repeat(MB - 100) };
    const response = await post('/api/admin/writing', JSON.stringify(body), auth());
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'content: must be at most 200000 characters' });
  });

  it('reads a login body of a password too long in a 3-byte script (400), and refuses one past its few KB with 413', async () => {
    const longest = await post('/api/login', JSON.stringify({ password: '€'.repeat(PASSWORD_MAX_LENGTH + 1) }));
    expect(longest.status).toBe(400);
    expect(await longest.json()).toEqual({ error: `password: must be at most ${PASSWORD_MAX_LENGTH} characters` });

    const response = await post('/api/login', JSON.stringify({ password: 'x'.repeat(BODY_LIMITS.login) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'Request body too large' });
  });

  it('refuses a cover body past its few KB with 413', async () => {
    const response = await post('/api/art', JSON.stringify({ category: 'music', currentCover: `https://example.com/${'a'.repeat(BODY_LIMITS.cover)}` }), auth());
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'Request body too large' });
  });

  it.each(['/api/login', '/api/admin/projects'])('refuses JSON nested too deeply on %s with 400, before parsing it', async (path) => {
    const deep = (levels: number) => `{"action":"add","title":${'['.repeat(levels - 1)}${']'.repeat(levels - 1)}}`;
    const tooDeep = await post(path, deep(JSON_MAX_DEPTH + 1), auth());
    expect(tooDeep.status).toBe(400);
    expect(await tooDeep.json()).toEqual({ error: TOO_DEEP_MESSAGE });

    const deepest = await post(path, deep(JSON_MAX_DEPTH), auth());
    expect(deepest.status).toBe(400);
    expect(await deepest.json()).not.toEqual({ error: TOO_DEEP_MESSAGE });
  });

  it('counts brackets inside strings as text, not nesting', async () => {
    const response = await post('/api/login', JSON.stringify({ password: `${'['.repeat(200)}"\\{` }));
    expect(response.status).toBe(401);
  });

  it('refuses 400,000 nested arrays on the login with 413, sent with or without Content-Length', async () => {
    const deep = Buffer.from(`${'['.repeat(400_000)}${']'.repeat(400_000)}`);
    const json = { 'Content-Type': 'application/json' };
    expect((await rawPost(server().baseUrl, '/api/login', json, [deep])).status).toBe(413);
    const chunks = Array.from({ length: 13 }, (_, i) => deep.subarray(i * 64 * 1024, (i + 1) * 64 * 1024));
    expect((await rawPost(server().baseUrl, '/api/login', { ...json, 'Transfer-Encoding': 'chunked' }, chunks)).status).toBe(413);
  });

  it('counts a compressed body as sent and as inflated against the limit', async () => {
    const gzip = { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' };
    const small = gzipSync(Buffer.from(JSON.stringify({ password: 'not it' })));
    expect((await rawPost(server().baseUrl, '/api/login', gzip, [small])).status).toBe(401);
    const inflatesPastLimit = gzipSync(Buffer.from(JSON.stringify({ password: 'x'.repeat(BODY_LIMITS.login) })));
    expect((await rawPost(server().baseUrl, '/api/login', gzip, [inflatesPastLimit])).status).toBe(413);
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
