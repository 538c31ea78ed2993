import pngToIco from 'png-to-ico';
import { renderSvgToPng } from './renderPng';
import { darkShareTheme } from './shareTheme';

/** The manifest's icons (192, 512), iOS's and link previews' apple-touch-icon (180) and the ICO's images (16, 32, 48). */
export type AppIconSize = 16 | 32 | 48 | 180 | 192 | 512;
export type AppIconPurpose = 'any' | 'maskable';

/** The favicon's `>_` (packages/site/public/favicon.svg), on its 32-unit grid. */
const GLYPH = `<path d="M7 10l6 6-6 6" stroke="${darkShareTheme.primary}" stroke-width="3" fill="none"/><path d="M15 23h10" stroke="${darkShareTheme.primary}" stroke-width="3"/>`;

/**
 * A maskable icon may be cut to any shape that contains the central circle of radius 40 % of
 * its side. The glyph's farthest stroke corner lies 12.4 units from the centre, just inside that
 * circle (12.8); scaled by 0.8 it keeps a clear margin.
 */
const MASKABLE_GLYPH_SCALE = 0.8;

/** The web-app icon as SVG: the favicon itself, or for `maskable` a full-bleed square with the glyph drawn smaller. */
export function appIconSvg(size: AppIconSize, purpose: AppIconPurpose): string {
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">`;
  if (purpose === 'any') return `${open}<rect width="32" height="32" rx="4" fill="${darkShareTheme.bg}"/>${GLYPH}</svg>`;
  return (
    `${open}<rect width="32" height="32" fill="${darkShareTheme.bg}"/>` +
    `<g transform="translate(16 16) scale(${MASKABLE_GLYPH_SCALE}) translate(-16 -16)">${GLYPH}</g></svg>`
  );
}

/** The web-app icon as PNG, `size`×`size`. */
export function appIconPng(size: AppIconSize, purpose: AppIconPurpose): Promise<Buffer> {
  return renderSvgToPng(appIconSvg(size, purpose));
}

/** The sizes `/favicon.ico` holds, each drawn at its own size (sharp at every size, none scaled down). */
export const FAVICON_ICO_SIZES = [16, 32, 48] as const satisfies readonly AppIconSize[];

/** `/favicon.ico`: the favicon at 16, 32 and 48 pixels, with its transparent corners (32-bit images). */
export async function faviconIco(): Promise<Buffer> {
  return pngToIco(await Promise.all(FAVICON_ICO_SIZES.map((size) => appIconPng(size, 'any'))));
}

/**
 * `/apple-touch-icon.png`, 180×180: opaque and full-bleed as iOS wants it (it rounds the corners
 * itself), the maskable design.
 */
export function appleTouchIconPng(): Promise<Buffer> {
  return appIconPng(180, 'maskable');
}
