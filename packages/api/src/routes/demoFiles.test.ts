import { describe, expect, it } from 'vitest';
import { rawGet } from '../testing/rawHttp';
import { testDatabaseKinds } from '../testing/testDatabases';
import { useTestServer } from '../testing/useTestServer';

describe.each(testDatabaseKinds().slice(0, 1))('demo files', (kind) => {
  const { server } = useTestServer(kind);

  it('serves a shipped SVG with a long cache and the security headers', async () => {
    const response = await fetch(`${server().baseUrl}/demo/pocket-scope.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=2592000');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves the demo resume as a sandboxed PDF', async () => {
    const response = await fetch(`${server().baseUrl}/demo/riley-chen-resume.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it.each(['/demo/missing.svg', '/demo/pocket-scope.png', '/demo/Pocket-Scope.svg', '/demo/..%2Fpackage.json', '/demo/../package.json', '/demo/%2e%2e%2fsrc%2fapp.ts'])(
    'answers 404 for %s and serves nothing else',
    async (path) => {
      const answer = await rawGet(server().baseUrl, path);
      expect([404, 503]).toContain(answer.status);
      expect(answer.body).not.toMatch(/"workspaces"|createApp/);
    },
  );
});
