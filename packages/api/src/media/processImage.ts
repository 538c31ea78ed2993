import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  MEDIA_FORMATS,
  MEDIA_HASH_LENGTH,
  MEDIA_MAX_PIXELS,
  MEDIA_MAX_SIDE,
  type MediaFamily,
  type MediaFormat,
  mediaAcceptedText,
  mediaWidths,
  scaledHeight,
} from '@portfolio/contracts/media';
import type { Metadata, Sharp, SharpOptions } from 'sharp';
import { UnprocessableError, UnsupportedMediaTypeError } from '../http/errors';
import { mapLimited } from './limiter';
import { type SniffedFormat, sniffImageFormat } from './sniff';

export const UNSUPPORTED_IMAGE_MESSAGE = `file: only ${mediaAcceptedText()} images are accepted`;
export const UNREADABLE_IMAGE_MESSAGE = `file: the image could not be read (corrupt or truncated); ${mediaAcceptedText()} images are accepted`;
export const tooManyPixelsMessage = (width: number, height: number) =>
  `file: the image is ${width}×${height} pixels; at most ${MEDIA_MAX_PIXELS / 1_000_000} megapixels are accepted`;

/**
 * AVIF effort (0–9, sharp's default 4): 0 makes a 2400 px photo in ~0.2 s where 2 takes ~0.6–1 s
 * and 4 about 8 s, for files within a few per cent of each other's size.
 */
export const AVIF_EFFORT = 0;
/**
 * Files encoded at once for one image. sharp runs each encode on one of libuv's 4 threads (with one
 * libvips thread each here: sharp's default on glibc), which fs, zlib and DNS need too; on a machine
 * of 2 cores, one at a time leaves a core for the event loop, so reads stay fast during an upload.
 */
export const ENCODE_CONCURRENCY = Math.max(1, Math.min(2, availableParallelism() - 1));

type SharpFactory = (input?: Buffer, options?: SharpOptions) => Sharp;
let loading: Promise<SharpFactory> | undefined;
let loaded = false;
/**
 * sharp (and libvips), loaded once. The server loads it before it listens (startup.ts): loading the
 * native library is synchronous on the main thread, ~60 ms on a quiet machine of 2 cores and
 * 0.5–0.7 s on a busy one; loaded at the first image instead, it held every request in flight
 * (an upload burst on a fresh server saw one pause of 1.84 s).
 */
export const loadImageCodec = (): Promise<SharpFactory> =>
  (loading ??= import('sharp').then((module) => {
    loaded = true;
    return module.default as SharpFactory;
  }));
/** Whether sharp has been loaded (for tests of the start-up). */
export const imageCodecLoaded = (): boolean => loaded;
const loadSharp = loadImageCodec;

/** What the header says about an upload, read without decoding its pixels. */
export interface InspectedImage {
  readonly format: SniffedFormat;
  readonly width: number;
  readonly height: number;
}

/** The image as stored: oriented, sRGB, capped at MEDIA_MAX_SIDE, its first frame only; the pixels raw. */
export interface DecodedImage {
  readonly hash: string;
  readonly width: number;
  readonly height: number;
  readonly family: MediaFamily;
  readonly channels: 3 | 4;
  readonly pixels: Buffer;
}

export interface EncodedFile {
  readonly width: number;
  readonly format: MediaFormat;
  readonly bytes: Buffer;
}

const METADATA_FORMAT: Readonly<Record<SniffedFormat, Metadata['format']>> = { jpeg: 'jpeg', png: 'png', gif: 'gif', webp: 'webp', avif: 'heif' };

/**
 * Step 1, cheap: the magic bytes (415 for anything but the accepted formats, whatever the file's
 * name or declared type), then the header alone (sharp's `metadata`, which decodes no pixel): more
 * than MEDIA_MAX_PIXELS is a 422 before any decoding, a header that does not parse as the format
 * the bytes claim is a 422 too.
 */
export async function inspectImage(bytes: Buffer): Promise<InspectedImage> {
  const format = sniffImageFormat(bytes);
  if (format === null) throw new UnsupportedMediaTypeError(UNSUPPORTED_IMAGE_MESSAGE);
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    // No pixel limit on the header read: the limit is ours to answer, with the image's size.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new UnprocessableError(UNREADABLE_IMAGE_MESSAGE);
  }
  const { width, height } = metadata;
  if (metadata.format !== METADATA_FORMAT[format] || (format === 'avif' && metadata.compression !== 'av1') || !width || !height) {
    throw new UnprocessableError(UNREADABLE_IMAGE_MESSAGE);
  }
  if (width * height > MEDIA_MAX_PIXELS) throw new UnprocessableError(tooManyPixelsMessage(width, height));
  return { format, width, height };
}

/** SHA-256 of the pixels and their shape, a megabyte at a time with a turn of the event loop between. */
async function hashPixels(shape: string, pixels: Buffer): Promise<string> {
  const hash = createHash('sha256').update(shape);
  const step = 1024 * 1024;
  for (let start = 0; start < pixels.length; start += step) {
    hash.update(pixels.subarray(start, start + step));
    if (start + step < pixels.length) await nextTurn();
  }
  return hash.digest('base64url').slice(0, MEDIA_HASH_LENGTH);
}

/**
 * Step 2: decodes the first frame (an animated GIF or WebP keeps its first), turns it upright per
 * its EXIF orientation, converts it to sRGB by its colour profile, caps its longest side, and keeps
 * the raw pixels. Nothing else of the file survives: EXIF (GPS included), XMP, IPTC and comments are
 * never read into the pixels. An alpha channel that is opaque everywhere is dropped. The family is
 * JPEG for a JPEG, or a WebP or AVIF without transparency; PNG for a PNG, a GIF or any with
 * transparency. A file that fails to decode (truncated, corrupt) is a 422.
 */
export async function decodeImage(bytes: Buffer, inspected: InspectedImage): Promise<DecodedImage> {
  const sharp = await loadSharp();
  let pixels: Buffer;
  let width: number;
  let height: number;
  let channels: number;
  try {
    const decoded = await sharp(bytes, { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize({ width: MEDIA_MAX_SIDE, height: MEDIA_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    ({ data: pixels } = decoded);
    ({ width, height, channels } = decoded.info);
  } catch {
    throw new UnprocessableError(UNREADABLE_IMAGE_MESSAGE);
  }
  if (channels === 4) {
    const raw = { width, height, channels } as const;
    const { channels: stats } = await sharp(pixels, { raw }).stats();
    if ((stats[3]?.min ?? 0) === 255) {
      pixels = await sharp(pixels, { raw }).removeAlpha().raw().toBuffer();
      channels = 3;
    }
  }
  if (channels !== 3 && channels !== 4) throw new Error(`Decoded image has ${channels} channels`);
  const family: MediaFamily = inspected.format === 'jpeg' || ((inspected.format === 'webp' || inspected.format === 'avif') && channels === 3) ? 'jpeg' : 'png';
  const hash = await hashPixels(`${family} ${width}x${height}x${channels}\n`, pixels);
  return { hash, width, height, family, channels, pixels };
}

/** The encoder per format; settings chosen per family where it matters (flat images keep full colour). */
function encoder(image: Sharp, format: MediaFormat, family: MediaFamily): Sharp {
  switch (format) {
    case 'avif':
      return family === 'jpeg'
        ? image.avif({ quality: 50, effort: AVIF_EFFORT, chromaSubsampling: '4:2:0' })
        : image.avif({ quality: 60, effort: AVIF_EFFORT, chromaSubsampling: '4:4:4' });
    case 'webp':
      return image.webp({ quality: family === 'jpeg' ? 80 : 85 });
    case 'jpeg':
      return image.jpeg({ quality: 82, mozjpeg: true });
    case 'png':
      return image.png({ adaptiveFiltering: true });
  }
}

/** The formats stored for a family: AVIF and WebP, then the family's own (every browser's fallback). */
export const formatsOf = (family: MediaFamily): MediaFormat[] => MEDIA_FORMATS.filter((format) => format === 'avif' || format === 'webp' || format === family);

/**
 * Step 3: every width (mediaWidths: 480, 960, 1600, 2400, never upscaled, and the image's own) in
 * AVIF, WebP and the family, ENCODE_CONCURRENCY at a time. Each carries only an sRGB ICC profile.
 */
export async function encodeImage(image: DecodedImage, concurrency = ENCODE_CONCURRENCY): Promise<EncodedFile[]> {
  const sharp = await loadSharp();
  const raw = { width: image.width, height: image.height, channels: image.channels };
  const jobs = mediaWidths(image.width).flatMap((width) => formatsOf(image.family).map((format) => ({ width, format })));
  return mapLimited(jobs, concurrency, async ({ width, format }) => {
    const resized = sharp(image.pixels, { raw }).resize({ width, height: scaledHeight(image.width, image.height, width), fit: 'fill' });
    const bytes = await encoder(resized, format, image.family).withIccProfile('srgb').toBuffer();
    return { width, format, bytes };
  });
}
