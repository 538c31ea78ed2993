import { Resvg } from '@resvg/resvg-js';
import type { Plugin } from 'vite';

/** index.html's icon link while its href is the SVG as a `data:` URL (the form the source keeps). */
const SVG_ICON_LINK = /<link rel="icon" href="data:image\/svg\+xml,([^"]*)"[^>]*>/;

/** The pixels the icon is drawn at: a tab's 16 at twice the density, or 32 at one. */
export const FAVICON_PNG_SIZE = 32;

/** The SVG drawn as a PNG `size` pixels square (resvg, the rasteriser the server's /favicon.ico uses). */
export function svgToPng(svg: string, size: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
}

/**
 * `html` with its SVG icon written as a 32-pixel PNG `data:` URL instead. Throws when index.html
 * holds no such link, so a changed head fails the build rather than quietly shipping the SVG.
 */
export function withPngFavicon(html: string): string {
  const link = SVG_ICON_LINK.exec(html);
  if (!link) throw new Error('index.html has no <link rel="icon" href="data:image/svg+xml,…"> to draw as PNG');
  const png = svgToPng(decodeURIComponent(link[1] ?? ''), FAVICON_PNG_SIZE);
  return html.replace(link[0], () => `<link rel="icon" type="image/png" href="data:image/png;base64,${png.toString('base64')}">`);
}

/**
 * Ships index.html's icon as PNG. Chromium's favicon driver asks the page's renderer to decode the
 * icon as the page loads; an SVG it builds as an isolated SVG document first, a task of 7.5–42 ms
 * (median 13) on the renderer's main thread on this machine unthrottled (`blink.mojom.ImageDownloader`
 * → `SVGImage::DataChanged` in a trace; four times that in Lighthouse's phone run), a PNG it decodes
 * in under 2 ms (docs/performance.md, "The icon is PNG data"). Still `data:`, so a page load requests no icon (index.html's note). The dev server
 * keeps the SVG, which its source, public/favicon.svg, is.
 */
export function faviconAsPng(): Plugin {
  return {
    name: 'favicon-as-png',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: withPngFavicon },
  };
}
