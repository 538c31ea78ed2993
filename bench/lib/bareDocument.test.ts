import { describe, expect, it } from 'vitest';
import { BARE_DOCUMENT } from './bareDocument.ts';

describe('BARE_DOCUMENT', () => {
  it('holds what Lighthouse checks a page for', () => {
    expect(BARE_DOCUMENT).toMatch(/^<!doctype html><html lang="en">/);
    expect(BARE_DOCUMENT).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(BARE_DOCUMENT).toMatch(/<title>[^<]+<\/title><meta name="description" content="[^"]+">/);
  });

  it('holds no style, font, script or image, and links nothing that costs a request', () => {
    expect(BARE_DOCUMENT).not.toMatch(/<(style|script|img|svg|iframe)\b/);
    expect(BARE_DOCUMENT).not.toMatch(/ style=|@font-face|rel="(stylesheet|preload|modulepreload)"/);
    expect([...BARE_DOCUMENT.matchAll(/href="([^"]+)"/g)].map((match) => match[1])).toEqual(['data:,']);
  });
});
