import { renderAsync } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { appIconPng, appIconSvg, appleTouchIconPng, FAVICON_ICO_SIZES, faviconIco, type AppIconPurpose, type AppIconSize } from './appIcons';
import { pngSize } from './shareTesting';

const SIZES: readonly AppIconSize[] = [192, 512];
const PURPOSES: readonly AppIconPurpose[] = ['any', 'maskable'];

/** The RGBA of the icon's pixels, as resvg draws them before PNG encoding. */
async function pixels(size: AppIconSize, purpose: AppIconPurpose) {
  const image = await renderAsync(appIconSvg(size, purpose));
  const rgba = image.pixels;
  return (x: number, y: number) => {
    const at = (y * size + x) * 4;
    return { r: rgba[at] ?? 0, g: rgba[at + 1] ?? 0, b: rgba[at + 2] ?? 0, a: rgba[at + 3] ?? 0 };
  };
}

describe('appIconPng', () => {
  it.each(SIZES.flatMap((size) => PURPOSES.map((purpose) => [size, purpose] as const)))('renders %i×%i (%s) as PNG', async (size, purpose) => {
    expect(pngSize(await appIconPng(size, purpose))).toEqual({ width: size, height: size });
  });

  it('keeps the favicon: a rounded black square (transparent corners) with the green glyph', async () => {
    const at = await pixels(512, 'any');
    expect(at(0, 0).a).toBe(0);
    expect(at(256, 40)).toEqual({ r: 0, g: 0, b: 0, a: 255 });
    // The underline's middle (x 20, y 23 on the 32-unit grid).
    expect(at(320, 368)).toEqual({ r: 0x33, g: 0xff, b: 0x66, a: 255 });
  });

  it.each(SIZES)('fills the whole %i square for maskable and keeps the glyph inside the 80 %% safe zone', async (size) => {
    const at = await pixels(size, 'maskable');
    for (const [x, y] of [[0, 0], [size - 1, 0], [0, size - 1], [size - 1, size - 1]] as const) expect(at(x, y)).toEqual({ r: 0, g: 0, b: 0, a: 255 });
    let glyphPixels = 0;
    let farthest = 0;
    for (let y = 0; y < size; y += 1) {
      for (let x = 0; x < size; x += 1) {
        if (at(x, y).g === 0) continue;
        glyphPixels += 1;
        farthest = Math.max(farthest, Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2));
      }
    }
    expect(glyphPixels).toBeGreaterThan(0);
    expect(farthest).toBeLessThanOrEqual(size * 0.4);
  });
});

describe('the icons browsers and unfurlers look for by name', () => {
  it('draws /favicon.ico as an ICO holding the favicon at 16, 32 and 48 pixels, transparent corners kept', async () => {
    const ico = await faviconIco();
    // ICONDIR: reserved 0, type 1 (icon), then the count of images; each entry gives its width.
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, FAVICON_ICO_SIZES.length]);
    const widths = FAVICON_ICO_SIZES.map((_, index) => ico.readUInt8(6 + index * 16));
    expect(widths).toEqual([16, 32, 48]);
    for (const [index] of FAVICON_ICO_SIZES.entries()) expect(ico.readUInt16LE(6 + index * 16 + 6), 'bits per pixel').toBe(32);
  });

  it('draws /apple-touch-icon.png as an opaque 180×180 PNG', async () => {
    const png = await appleTouchIconPng();
    expect(pngSize(png)).toEqual({ width: 180, height: 180 });
    const image = await renderAsync(appIconSvg(180, 'maskable'));
    expect(image.pixels[3]).toBe(255);
  });
});
