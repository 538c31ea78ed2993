import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../testing/testDatabases';
import { useTestServer } from '../testing/useTestServer';
import { STRICT_TRANSPORT_SECURITY } from './securityHeaders';

function hsts(baseUrl: string, path: string, forwardedProto?: string, method = 'GET'): Promise<string | null> {
  const headers: Record<string, string> = forwardedProto ? { 'X-Forwarded-Proto': forwardedProto } : {};
  return fetch(`${baseUrl}${path}`, { method, headers }).then((response) => response.headers.get('strict-transport-security'));
}

// /api/config is answered from the read cache after its first read, before Koa; the others go through it.
const PATHS = ['/api/health', '/api/config', '/api/config', '/api/nothing-here', '/uploads/missing.pdf', '/robots.txt', '/robots.txt'];

describe.each(testDatabaseKinds())('Strict-Transport-Security on $name', (kind) => {
  describe('behind a TLS proxy (TRUST_PROXY)', () => {
    const { server } = useTestServer(kind, { trustProxy: true });

    it('is sent on every answer to a request the proxy says came over https', async () => {
      for (const path of PATHS) expect(await hsts(server().baseUrl, path, 'https'), path).toBe(STRICT_TRANSPORT_SECURITY);
      expect(await hsts(server().baseUrl, '/api/login', 'https', 'POST')).toBe(STRICT_TRANSPORT_SECURITY);
    });

    it('is never sent over plain http, also for answers kept while https requests were served', async () => {
      for (const forwardedProto of ['https', 'http', undefined, 'https']) {
        const expected = forwardedProto === 'https' ? STRICT_TRANSPORT_SECURITY : null;
        for (const path of PATHS) expect(await hsts(server().baseUrl, path, forwardedProto), `${path} over ${forwardedProto}`).toBe(expected);
      }
    });
  });

  describe('without TRUST_PROXY', () => {
    const { server } = useTestServer(kind);

    it('is never sent, whatever X-Forwarded-Proto claims', async () => {
      for (const path of PATHS) expect(await hsts(server().baseUrl, path, 'https'), path).toBeNull();
      expect(await hsts(server().baseUrl, '/api/login', 'https', 'POST')).toBeNull();
    });
  });
});
