import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RouteHints } from '@portfolio/contracts/routeHints';
import { describe, expect, it, vi } from 'vitest';
import { compileRouteHints, hintLinks, readRouteHints, withRouteHints } from './routeHints';

const hints: RouteHints = {
  version: 1,
  always: { modules: ['assets/config-1.js'], styles: [], data: ['/api/config'] },
  routes: [
    { pattern: '/', modules: [], styles: [], data: [] },
    { pattern: '/projects', modules: ['assets/ProjectsRoute-1.js', 'assets/config-1.js'], styles: ['assets/ProjectsRoute-1.css'], data: ['/api/projects'] },
    { pattern: '/writing/:slug', modules: ['assets/WritingPostRoute-1.js'], styles: [], data: ['/api/writing/:slug'] },
  ],
};
const page = compileRouteHints(hints);
const html = '<!doctype html><html><head><title>portfolio</title></head><body><div id="root"></div></body></html>';

describe('compileRouteHints', () => {
  it('joins what every page needs with what the matched route needs, each once', () => {
    expect(page('/projects')).toEqual({
      modules: ['assets/config-1.js', 'assets/ProjectsRoute-1.js'],
      styles: ['assets/ProjectsRoute-1.css'],
      data: ['/api/config', '/api/projects'],
    });
    expect(page('/')).toEqual({ modules: ['assets/config-1.js'], styles: [], data: ['/api/config'] });
  });

  it("fills a route's params into its data paths, encoded as the site's fetch encodes them", () => {
    expect(page('/writing/hello-world')?.data).toEqual(['/api/config', '/api/writing/hello-world']);
    expect(page('/writing/caf%C3%A9%20au%20lait')?.data).toEqual(['/api/config', '/api/writing/caf%C3%A9%20au%20lait']);
    expect(page('/writing/a%2Fb')?.data).toEqual(['/api/config', '/api/writing/a%2Fb']);
  });

  it('matches a trailing slash, and nothing for unknown paths or extra segments', () => {
    expect(page('/projects/')).not.toBeNull();
    expect(page('/nowhere')).toBeNull();
    expect(page('/writing/a/b')).toBeNull();
  });
});

describe('hintLinks', () => {
  it('preloads modules, styles and data, with crossorigin where the request that uses it has CORS mode', () => {
    expect(hintLinks({ modules: ['assets/a.js'], styles: ['assets/a.css'], data: ['/api/projects'] })).toBe(
      '<link rel="preload" as="fetch" crossorigin href="/api/projects">' +
        '<link rel="modulepreload" crossorigin href="/assets/a.js">' +
        '<link rel="preload" as="style" crossorigin href="/assets/a.css">',
    );
  });

  it('escapes what could end the attribute', () => {
    expect(hintLinks({ modules: [], styles: [], data: ['/api/x?a=1&b="2"<'] })).toBe('<link rel="preload" as="fetch" crossorigin href="/api/x?a=1&amp;b=&quot;2&quot;&lt;">');
  });
});

describe('withRouteHints', () => {
  it("puts the route's links at the end of the head", () => {
    const out = withRouteHints(html, page, '/writing/hello');
    expect(out).toContain('<link rel="modulepreload" crossorigin href="/assets/WritingPostRoute-1.js"></head>');
    expect(out).toContain('<link rel="preload" as="fetch" crossorigin href="/api/writing/hello">');
    expect(out.replace(/<link[^>]*>/g, '')).toBe(html);
  });

  it('leaves the page as it is without hints, for unknown paths and for paths that do not decode', () => {
    expect(withRouteHints(html, null, '/projects')).toBe(html);
    expect(withRouteHints(html, page, '/nowhere')).toBe(html);
    expect(withRouteHints(html, page, '/writing/%E0%A4%A')).toBe(html);
  });

  it('takes a slug containing $ patterns literally', () => {
    expect(withRouteHints(html, page, "/writing/$&$'")).toContain('href="/api/writing/%24%26%24\'"');
  });
});

describe('readRouteHints', () => {
  const siteDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'route-hints-'));
    mkdirSync(join(dir, '.vite'));
    return dir;
  };

  it('reads the file the site build wrote', () => {
    const dir = siteDir();
    writeFileSync(join(dir, '.vite', 'route-hints.json'), JSON.stringify(hints));
    expect(readRouteHints(dir)).toEqual(hints);
  });

  it('is null without the file, and null with a warning when the file has another shape', () => {
    const dir = siteDir();
    expect(readRouteHints(dir)).toBeNull();
    writeFileSync(join(dir, '.vite', 'route-hints.json'), JSON.stringify({ ...hints, routes: [{ pattern: '/x', modules: ['../../etc/passwd'], styles: [], data: [] }] }));
    const warn = vi.fn();
    expect(readRouteHints(dir, warn)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Ignoring .vite/route-hints.json'));
    writeFileSync(join(dir, '.vite', 'route-hints.json'), '{not json');
    expect(readRouteHints(dir, warn)).toBeNull();
  });
});
