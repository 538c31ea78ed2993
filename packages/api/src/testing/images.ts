import { crc32, deflateSync } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';

/** Test images, made with sharp (or by hand, where sharp would refuse to make them). */

type Colour = { r: number; g: number; b: number; alpha?: number };

/** A smooth picture with some detail, so encoders do real work (not one flat colour). */
function picture(width: number, height: number, channels: 3 | 4 = 3): Sharp {
  const pixels = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * channels;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = ((x ^ y) & 0x3f) * 4;
      // Transparent on the left quarter, opaque elsewhere.
      if (channels === 4) pixels[at + 3] = x < width / 4 ? 0 : 255;
    }
  }
  return sharp(pixels, { raw: { width, height, channels } });
}

const solid = (width: number, height: number, background: Colour, channels: 3 | 4 = 3) => sharp({ create: { width, height, channels, background } });

/** A JPEG photo carrying EXIF with a camera make, GPS coordinates and an orientation (6: turn 90° clockwise), and XMP naming a person. */
export const jpegWithGps = (width = 1200, height = 900) =>
  picture(width, height)
    .withExif({
      IFD0: { Make: 'SecretCam', Model: 'Spy 3000' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2959/100', GPSLongitudeRef: 'E', GPSLongitude: '2/1 17/1 4000/100' },
    })
    .withMetadata({ orientation: 6 })
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="Secret Person"/></rdf:RDF></x:xmpmeta>')
    .jpeg({ quality: 90 })
    .toBuffer();

export const jpeg = (width: number, height: number) => picture(width, height).jpeg({ quality: 90 }).toBuffer();

/** A 12-megapixel JPEG (4000 × 3000); each `variant` is another image (its first row differs). */
export async function photo12mp(variant: number): Promise<Buffer> {
  const { data, info } = await picture(4000, 3000).raw().toBuffer({ resolveWithObject: true });
  data.fill(variant % 256, 0, info.width * 3);
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}
export const pngWithAlpha = (width: number, height: number) => picture(width, height, 4).png().toBuffer();
export const opaquePng = (width: number, height: number) => picture(width, height).png().toBuffer();
export const gif = (width: number, height: number) => picture(width, height).gif().toBuffer();
export const webp = (width: number, height: number) => picture(width, height).webp().toBuffer();
export const webpWithAlpha = (width: number, height: number) => picture(width, height, 4).webp().toBuffer();
export const avif = (width: number, height: number) => picture(width, height).avif({ effort: 0 }).toBuffer();

/** Noise with transparency: a PNG family image whose largest PNG is several megabytes (stored in parts). */
export const noisyPngWithAlpha = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 }, noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .png({ compressionLevel: 1 })
    .toBuffer();

/** A two-frame GIF: red, then blue. Only the first frame is kept. */
export async function animatedGif(width = 40, height = 30): Promise<Buffer> {
  const frame = (colour: Colour) => solid(width, height, colour, 4).raw().toBuffer();
  const frames = Buffer.concat([await frame({ r: 255, g: 0, b: 0, alpha: 1 }), await frame({ r: 0, g: 0, b: 255, alpha: 1 })]);
  return sharp(frames, { raw: { width, height: height * 2, channels: 4, pageHeight: height } })
    .gif({ loop: 0, delay: [200, 200] })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid one-bit greyscale PNG of `size` × `size` black pixels, which
 * compresses to ~50 KB for 20000 × 20000 (400 megapixels, 1.2 GB once decoded as RGB).
 */
export function pngBomb(size = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc(size * (1 + Math.ceil(size / 8)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const SVG_WITH_SCRIPT = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>');
export const HTML_PAGE = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
export const PDF_FILE = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Whether EXIF bytes hold a GPS block (the GPS IFD pointer, tag 0x8825, in either byte order). */
export const exifHasGps = (exif: Buffer) => exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25]));
