import { renderAsync } from '@resvg/resvg-js';
import { SHARE_FONT_FAMILY, shareFontFiles } from './fonts';

/**
 * An SVG rasterised to PNG at its own width and height. resvg parses and draws in libuv's thread
 * pool; only the PNG encoding runs on the calling thread. Only the shipped DejaVu fonts are
 * loaded, never the system's, so every machine draws the same pixels.
 */
export async function renderSvgToPng(svg: string): Promise<Buffer> {
  const image = await renderAsync(svg, {
    font: { fontFiles: [...shareFontFiles()], loadSystemFonts: false, defaultFontFamily: SHARE_FONT_FAMILY },
  });
  return image.asPng();
}
