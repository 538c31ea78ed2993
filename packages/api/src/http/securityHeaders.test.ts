import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../testing/testDatabases';
import { siteFixture } from '../testing/siteFixture';
import { useTestServer } from '../testing/useTestServer';
import { OWNER_PAGE_OPENER_POLICY, STRICT_TRANSPORT_SECURITY } from './securityHeaders';

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

describe.each(testDatabaseKinds())('Cross-Origin-Resource-Policy, and the admin pages\' caching and opener policy, on $name', (kind) => {
  const { server } = useTestServer(kind, { siteDir: siteFixture(), seedDemo: true, publicUrl: 'https://riley.example' });
  /** The header on a first answer and on a second, which the read cache or the media cache may answer before Koa. */
  const twice = async (path: string, name: string) => {
    const values: (string | null)[] = [];
    for (let round = 0; round < 2; round += 1) {
      const response = await fetch(`${server().baseUrl}${path}`, { redirect: 'manual' });
      await response.arrayBuffer();
      values.push(response.headers.get(name));
    }
    return values;
  };

  it('lets other sites embed the share images, the owner\'s images and the icons, and nothing else', async () => {
    const home = await (await fetch(`${server().baseUrl}/`)).text();
    const shareImage = /<meta property="og:image" content="https:\/\/riley\.example(\/og\/[^"]+)"/.exec(home)?.[1] ?? '';
    const media = /\/media\/[\w-]+\.(?:webp|jpg|png|avif)/.exec(JSON.stringify((await fetch(`${server().baseUrl}/api/projects`).then((answer) => answer.json())) as unknown))?.[0] ?? '';
    expect(shareImage).not.toBe('');
    expect(media).not.toBe('');
    for (const path of [shareImage, media, '/favicon.ico', '/apple-touch-icon.png', '/icons/icon-192.png']) {
      expect(await twice(path, 'cross-origin-resource-policy'), path).toEqual(['cross-origin', 'cross-origin']);
    }
    for (const path of ['/', '/about', '/writing/no-such-post', '/api/config', '/api/nothing-here', '/robots.txt', '/rss.xml', '/uploads/missing.pdf', '/admin']) {
      expect(await twice(path, 'cross-origin-resource-policy'), path).toEqual(['same-origin', 'same-origin']);
    }
  });

  it('sends the admin pages no-store, and keeps revalidating the visitor pages', async () => {
    for (const path of ['/admin', '/admin-clean', '/admin-clean/']) expect(await twice(path, 'cache-control'), path).toEqual(['no-store', 'no-store']);
    for (const path of ['/', '/about', '/writing']) expect(await twice(path, 'cache-control'), path).toEqual(['no-cache', 'no-cache']);
  });

  it('gives the owner\'s pages their own browsing context group, and no visitor page or other answer', async () => {
    expect(OWNER_PAGE_OPENER_POLICY).toBe('same-origin');
    for (const path of ['/admin', '/admin-clean', '/admin-clean/']) expect(await twice(path, 'cross-origin-opener-policy'), path).toEqual(['same-origin', 'same-origin']);
    for (const path of ['/', '/projects', '/projects/split-keyboard-pcb', '/about/quickview', '/writing', '/writing/no-such-post', '/api/config', '/robots.txt', '/rss.xml']) {
      expect(await twice(path, 'cross-origin-opener-policy'), path).toEqual([null, null]);
    }
  });
});
