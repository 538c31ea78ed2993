import { readFileSync } from 'node:fs';
import { transform } from 'lightningcss';
import type { Plugin } from 'vite';

/** The attribute marking index.html's `<style>` of the fallback font faces. */
export const FONT_FACES_ATTRIBUTE = 'data-font-faces';

/** fonts.css as index.html's head carries it: minified, comments gone. */
export function fontFacesCss(css: string): string {
  return transform({ filename: 'fonts.css', code: Buffer.from(css), minify: true }).code.toString();
}

/**
 * Writes the fallback font faces (`src/fonts/fonts.css`) into index.html's head instead of the
 * site's stylesheet. The server writes each page's critical CSS into its head and links the whole
 * stylesheet after the first paint; were the faces in both, the stylesheet's arrival would declare
 * them a second time, and any change to a document's font faces lays the whole page out again (a
 * phone's main thread: docs/performance.md). Here they are declared once, for every page, rendered
 * by the server or not, in dev as in the build.
 */
export function fontFacesInHead(path: string): Plugin {
  return {
    name: 'font-faces-in-head',
    transformIndexHtml: () => [{ tag: 'style', attrs: { [FONT_FACES_ATTRIBUTE]: true }, children: fontFacesCss(readFileSync(path, 'utf8')), injectTo: 'head' }],
  };
}
