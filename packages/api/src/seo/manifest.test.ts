import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DARK_BACKGROUND, webManifest } from './manifest';

const input = { name: 'Riley Chen — portfolio', shortName: 'Riley', description: 'Projects, art and writing.' };

describe('webManifest', () => {
  it('describes a standalone app rooted at the site', () => {
    expect(JSON.parse(webManifest(input))).toEqual({
      name: 'Riley Chen — portfolio',
      short_name: 'Riley',
      description: 'Projects, art and writing.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#000000',
      theme_color: '#000000',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    });
  });

  it('takes another start URL', () => {
    expect(JSON.parse(webManifest({ ...input, startUrl: '/writing' })).start_url).toBe('/writing');
  });

  it('gives back any text exactly', () => {
    const name = `</script> ]]> "quotes" & 'apos' <img src=x onerror=alert(1)>`;
    expect(JSON.parse(webManifest({ ...input, name, shortName: name })).name).toBe(name);
  });

  it('uses the dark theme background', () => {
    const css = readFileSync(new URL('../../../terminal-ui/src/themes/themes.css', import.meta.url), 'utf8');
    const dark = /\[data-theme='dark'\]\s*\{[^}]*--bg:\s*(#[0-9a-f]+)/i.exec(css);
    expect(dark?.[1]?.toLowerCase()).toBe(DARK_BACKGROUND);
  });
});
