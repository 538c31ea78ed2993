import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FAVICON_PNG_SIZE, faviconAsPng, svgToPng, withPngFavicon } from './faviconPng';

const SITE = join(import.meta.dirname, '..');
const INDEX_HTML = readFileSync(join(SITE, 'index.html'), 'utf8');
const FAVICON_SVG = readFileSync(join(SITE, 'public', 'favicon.svg'), 'utf8');

/** A PNG's width and height, from its IHDR chunk (the first, right after the 8-byte signature). */
function pngSize(png: Buffer): { readonly width: number; readonly height: number } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const iconHrefs = (html: string) => [...html.matchAll(/<link rel="icon"[^>]*href="([^"]*)"/g)].map((match) => match[1] ?? '');

describe('the favicon as PNG data', () => {
  it('takes the place of the SVG data icon: one icon link, a 32-pixel PNG drawn from public/favicon.svg', () => {
    const built = withPngFavicon(INDEX_HTML);
    const [href, ...others] = iconHrefs(built);
    expect(others).toEqual([]);
    expect(href).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    const png = Buffer.from((href ?? '').slice('data:image/png;base64,'.length), 'base64');
    expect(pngSize(png)).toEqual({ width: FAVICON_PNG_SIZE, height: FAVICON_PNG_SIZE });
    expect(png).toEqual(svgToPng(FAVICON_SVG.trim(), FAVICON_PNG_SIZE));
    expect(built).toContain('<link rel="icon" type="image/png" href="data:image/png;base64,');
    // Every page's head carries it: 356 bytes today (498 characters as a data URL, the SVG's 326).
    expect(png.length).toBeLessThan(600);
    expect(built.replace(/<link rel="icon"[^>]*>/, '')).toBe(INDEX_HTML.replace(/<link rel="icon"[^>]*>/, ''));
  });

  it('fails the build when index.html has no SVG data icon to draw', () => {
    expect(() => withPngFavicon('<head><link rel="icon" href="/favicon.svg"></head>')).toThrow(/no <link rel="icon" href="data:image\/svg\+xml/);
  });

  it('runs in the build only: the dev server keeps the SVG', () => {
    const plugin = faviconAsPng();
    expect(plugin.apply).toBe('build');
    expect(plugin.transformIndexHtml).toMatchObject({ order: 'post' });
  });
});
