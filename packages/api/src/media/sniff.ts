/** The formats an upload may be, as its first bytes say (never its name or declared type). */
export type SniffedFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif';

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const GIF87 = ascii('GIF87a');
const GIF89 = ascii('GIF89a');
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');
const FTYP = ascii('ftyp');
/** AVIF still images and sequences; HEIC (`heic`, `mif1` alone) is not AVIF. */
const AVIF_BRANDS = new Set(['avif', 'avis']);

/**
 * AVIF is an ISO-BMFF file whose first box is `ftyp` naming `avif` (or `avis`) as its major brand
 * or among its compatible brands.
 */
function isAvif(bytes: Buffer): boolean {
  if (!startsWith(bytes, FTYP, 4)) return false;
  const boxSize = bytes.readUInt32BE(0);
  if (boxSize < 16 || boxSize > bytes.length || boxSize > 4096) return false;
  const brand = (at: number) => bytes.toString('latin1', at, at + 4);
  if (AVIF_BRANDS.has(brand(8))) return true;
  // major brand (8), minor version (12), then compatible brands from 16 to the box's end.
  for (let at = 16; at + 4 <= boxSize; at += 4) if (AVIF_BRANDS.has(brand(at))) return true;
  return false;
}

/** Which accepted image format `bytes` hold, by their magic bytes; null for anything else (SVG, HTML, PDF, HEIC, …). */
export function sniffImageFormat(bytes: Buffer): SniffedFormat | null {
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) return 'gif';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'webp';
  if (isAvif(bytes)) return 'avif';
  return null;
}
