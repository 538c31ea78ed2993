import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pageHeaders, runningScriptHashes } from './staticPage';

const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

describe('the static pages\u2019 headers', () => {
  it('allows exactly the inline scripts that run: not the page data, not the structured data, not a script file', () => {
    const html = '<script>a()</script><script type="application/json" id="page-data">{"x":1}</script><script type="application/ld+json">{}</script><script type="module" src="/assets/x.js"></script><script>b()</script>';
    expect(runningScriptHashes(html)).toEqual([sha('a()'), sha('b()')]);
  });

  it('keeps the server\u2019s security headers and rebuilds its policy with every page\u2019s inline scripts, each once', () => {
    const served = { 'x-frame-options': 'DENY', 'referrer-policy': 'strict-origin-when-cross-origin', 'content-security-policy': "script-src 'self' 'sha256-old'", vary: 'User-Agent' };
    const { security } = pageHeaders(served, ['<script>a()</script>', '<script>a()</script><script>b()</script>']);
    expect(security['x-frame-options']).toBe('DENY');
    expect(security.vary).toBeUndefined();
    expect(security['content-security-policy']).toContain(`script-src 'self' ${[sha('a()'), sha('b()')].sort().join(' ')};`);
    expect(security['content-security-policy']).not.toContain('sha256-old');
  });
});
