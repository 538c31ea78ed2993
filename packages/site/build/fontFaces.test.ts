import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FONT_FACES_ATTRIBUTE, fontFacesCss, fontFacesInHead } from './fontFaces';

const FONTS_CSS = join(import.meta.dirname, '..', 'src', 'fonts', 'fonts.css');
const GLOBAL_CSS = join(import.meta.dirname, '..', 'src', 'global.css');

describe('the fallback font faces in index.html’s head', () => {
  it('carries every face of fonts.css, minified, without its comments', () => {
    const source = readFileSync(FONTS_CSS, 'utf8');
    const css = fontFacesCss(source);
    expect(css.match(/@font-face/g)?.length).toBe(source.match(/@font-face/g)?.length);
    expect(css).not.toContain('/*');
    expect(css).toContain('size-adjust:99.98%');
  });

  it('is one <style> in the head, and the site’s stylesheet does not import the faces again', () => {
    const plugin = fontFacesInHead(FONTS_CSS);
    const transform = plugin.transformIndexHtml as () => { tag: string; attrs: Record<string, unknown>; injectTo: string; children: string }[];
    const [tag, ...more] = transform();
    expect(more).toEqual([]);
    expect(tag).toMatchObject({ tag: 'style', attrs: { [FONT_FACES_ATTRIBUTE]: true }, injectTo: 'head' });
    expect(tag?.children).toContain('@font-face');
    expect(readFileSync(GLOBAL_CSS, 'utf8')).not.toMatch(/@import[^;]*fonts\.css/);
  });
});
