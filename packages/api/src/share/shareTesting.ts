// Shared by the share tests: hostile input, and what a PNG's header says.

/** Titles that would break out of an SVG <text>, or that carry characters the font lacks. */
export const HOSTILE_TITLES = ['</text><script>alert(1)</script>', `"quotes" & 'apostrophes'`, '<img src=x onerror=alert(1)>', 'launch day 🚀🎉'];

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from the IHDR chunk, which a valid PNG puts first, right after the signature. */
export function pngSize(png: Buffer): { width: number; height: number } {
  if (!png.subarray(0, 8).equals(PNG_SIGNATURE) || png.toString('latin1', 12, 16) !== 'IHDR') throw new Error('Not a PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
