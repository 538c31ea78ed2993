import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { columns } from './plainText';
import { type ShareCard, shareCardSvg, TITLE_COLUMNS } from './shareCard';
import { darkShareTheme, lightShareTheme, type ShareTheme } from './shareTheme';
import { HOSTILE_TITLES } from './shareTesting';

const card: ShareCard = {
  kind: 'post',
  title: 'Building a pocket oscilloscope',
  ownerName: 'Riley Quinn',
  path: '~/writing',
  command: 'cat pocket-oscilloscope.md',
  detail: '2026-03-14',
  host: 'riley.dev',
};

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'", '&amp;': '&' };

/** What each <text> element shows, tags dropped and entities decoded (escaped text holds no raw `<`). */
function visibleLines(svg: string): string[] {
  return [...svg.matchAll(/<text[^>]*>(.*?)<\/text>/g)].map(([, inner = '']) =>
    inner.replace(/<[^>]+>/g, '').replace(/&(lt|gt|quot|apos|amp);/g, (entity) => ENTITIES[entity] ?? entity),
  );
}

/** A theme block of themes.css, read as `--name: #hex` pairs. */
function cssTheme(name: 'dark' | 'light'): Record<string, string> {
  const css = readFileSync(new URL('../../../terminal-ui/src/themes/themes.css', import.meta.url), 'utf8');
  const block = new RegExp(`\\[data-theme='${name}'\\]\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
  return Object.fromEntries([...block.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})/gi)].map(([, key = '', value = '']) => [key, value.toLowerCase()]));
}

describe('share card theme', () => {
  it.each([
    ['dark', darkShareTheme],
    ['light', lightShareTheme],
  ] as const)('uses the %s colours of terminal-ui themes.css', (name, theme: ShareTheme) => {
    const css = cssTheme(name);
    expect(theme).toEqual({ bg: css.bg, text: css.text, primary: css.primary, secondary: css.secondary, border: css.border, accent: css.accent });
  });
});

describe('shareCardSvg', () => {
  it('draws a 1200×630 terminal window with the site prompt, the title, the owner and the kind', () => {
    const svg = shareCardSvg(card);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1200" height="630"/);
    expect(svg.match(/<circle /g)).toHaveLength(3);
    expect(visibleLines(svg)).toEqual([
      'riley.dev',
      'portfolio@riley.dev:~/writing$ cat pocket-oscilloscope.md',
      'Building a pocket oscilloscope',
      '2026-03-14',
      'Riley Quinn',
      'writing',
    ]);
    expect(svg).toContain(`fill="${darkShareTheme.bg}"`);
  });

  it('names the kind of page at the bottom, and prompts on localhost when no host is given', () => {
    const labels = (['post', 'project', 'site'] as const).map((kind) => visibleLines(shareCardSvg({ ...card, kind, host: undefined })).at(-1));
    expect(labels).toEqual(['writing', 'project', 'portfolio']);
    expect(visibleLines(shareCardSvg({ ...card, host: undefined }))[1]).toMatch(/^portfolio@localhost:~\/writing\$ /);
  });

  it('leaves out the detail line when there is none', () => {
    expect(visibleLines(shareCardSvg({ ...card, detail: undefined }))).not.toContain('2026-03-14');
  });

  it('wraps a long title over at most three lines, ending in an ellipsis', () => {
    const title = 'A very long title about oscilloscopes, microcontrollers, displays and the patience it takes to make them all agree';
    const lines = visibleLines(shareCardSvg({ ...card, title, detail: undefined })).slice(2, -2);
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(columns(line)).toBeLessThanOrEqual(TITLE_COLUMNS);
    expect(lines.at(-1)).toMatch(/…$/);
  });

  it('clips a prompt longer than the window to one line', () => {
    const prompt = visibleLines(shareCardSvg({ ...card, command: `cat ${'very-long-slug-'.repeat(8)}.md` }))[1] ?? '';
    expect(columns(prompt)).toBe(62);
    expect(prompt).toMatch(/^portfolio@riley\.dev:~\/writing\$ cat very-long-slug-.*…$/);
  });

  it.each(HOSTILE_TITLES)('shows %j as text and adds no markup', (title) => {
    const svg = shareCardSvg({ ...card, title, ownerName: title, command: title, path: title, detail: title, host: title });
    expect(svg).not.toMatch(/<(script|img|\/text><script)/);
    const elements = new Set([...svg.matchAll(/<\/?([^\s>/]*)/g)].map(([, name]) => name));
    expect([...elements].sort()).toEqual(['circle', 'line', 'rect', 'svg', 'text', 'tspan']);
    expect(svg.match(/<text /g)?.length).toBe(svg.match(/<\/text>/g)?.length);
    const lines = visibleLines(svg);
    expect(lines[0]).toBe(title);
    expect(lines.at(-2)).toBe(title);
  });

  it('escapes markup in the title, which shows in full', () => {
    const svg = shareCardSvg({ ...card, title: '</text><script>alert(1)</script>' });
    expect(svg).toContain('>&lt;/text&gt;&lt;script&gt;alert(1)&lt;/script<');
    expect(visibleLines(svg).slice(2, 4)).toEqual(['</text><script>alert(1)</script', '>']);
  });

  it('leaves control characters and XML-forbidden characters out', () => {
    const svg = shareCardSvg({ ...card, title: 'bell\u0007 esc\u001b[31m nul\u0000 bad\ud800 \ufffe end' });
    const forbidden = [...svg].filter((char) => {
      const code = char.codePointAt(0) ?? 0;
      return (code < 0x20 && char !== '\n') || (code >= 0xd800 && code <= 0xdfff) || code === 0xfffe || code === 0xffff;
    });
    expect(forbidden).toEqual([]);
    expect(visibleLines(svg)[2]).toBe('bell esc[31m nul bad end');
  });

  it('is pure: the same card gives the same SVG', () => {
    expect(shareCardSvg({ ...card })).toBe(shareCardSvg(card));
  });
});
