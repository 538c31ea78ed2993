/**
 * The owner's images (`POST /api/admin/media`), and how a page finds every size of one from its URL.
 *
 * Each upload is oriented, stripped of all metadata, capped at MEDIA_MAX_SIDE and stored as widths
 * (MEDIA_WIDTHS, never upscaled, plus the image's own width when it is smaller than the next step)
 * in AVIF, WebP and its family (JPEG for photos, PNG for flat images or any with transparency). Every
 * file's name says which image (a hash of the processed pixels), the image's full size and the
 * file's width: `/media/{hash}_{W}x{H}_{w}.{ext}`. So a page that holds only the default URL (what
 * projects, covers and posts store) can write `srcset`, `width` and `height` without asking the API
 * (`mediaSources`).
 */

/*
 * Zod-free on purpose: visitor pages import these helpers while zod loads only with their first
 * fetch (packages/site/src/api/visitorSchemas.ts). `./media` adds the schemas and re-exports all of this.
 */

/** The multipart fields of `POST /api/admin/media`: the image, and its optional alt text. */
export const MEDIA_FIELD = 'file';
export const MEDIA_ALT_FIELD = 'alt';
/** Largest upload accepted, in bytes (15 MB); a larger one is refused with 413 while it streams in. */
export const MEDIA_MAX_BYTES = 15 * 1024 * 1024;
/** Most pixels an upload may declare in its header (40 megapixels); more is refused before decoding. */
export const MEDIA_MAX_PIXELS = 40_000_000;
/** The longest side kept. */
export const MEDIA_MAX_SIDE = 2400;
/** The widths made, never larger than the image. */
export const MEDIA_WIDTHS = [480, 960, 1600, 2400] as const;
/** The default `url` is the largest width not past this one. */
export const MEDIA_DEFAULT_MAX_WIDTH = 1600;
/** The alt text's longest length. */
export const MEDIA_ALT_MAX = 300;
/** What an upload may be, by its bytes: named in the 415 answer. */
export const MEDIA_ACCEPTED = ['JPEG', 'PNG', 'WebP', 'AVIF', 'GIF'] as const;
/** The same, as content types (for a file input's `accept`); the server still judges by the bytes. */
export const MEDIA_ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const;
/** `JPEG, PNG, WebP, AVIF and GIF`: how refusals name what is accepted. */
export const mediaAcceptedText = (): string => `${MEDIA_ACCEPTED.slice(0, -1).join(', ')} and ${MEDIA_ACCEPTED[MEDIA_ACCEPTED.length - 1] ?? ''}`;

export const MEDIA_FORMATS = ['avif', 'webp', 'jpeg', 'png'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];
/** An image's family: the format every browser shows, its `<img>` fallback. */
export type MediaFamily = 'jpeg' | 'png';

export const MEDIA_CONTENT_TYPES: Readonly<Record<MediaFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};
const EXTENSIONS: Readonly<Record<MediaFormat, string>> = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png' };
const FORMAT_OF_EXTENSION: Readonly<Record<string, MediaFormat>> = { avif: 'avif', webp: 'webp', jpg: 'jpeg', png: 'png' };

/** The hash part of a media name: 22 base64url characters (132 bits of SHA-256). */
export const MEDIA_HASH_LENGTH = 22;
/** An image's `id` is its hash (`DELETE /api/admin/media/{id}`). */
export const MEDIA_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
const MEDIA_PATH = /^\/media\/([A-Za-z0-9_-]{22})_([1-9]\d{0,4})x([1-9]\d{0,4})_([1-9]\d{0,4})\.(avif|webp|jpg|png)$/;

/** One stored file of an image, as `GET /media/…` serves it. */
export interface MediaFile {
  readonly hash: string;
  /** The image's full size (after the cap). */
  readonly width: number;
  readonly height: number;
  /** This file's width. */
  readonly fileWidth: number;
  readonly format: MediaFormat;
}

/** The widths stored for an image `width` pixels wide: each step below it, and its own width up to the cap. */
export function mediaWidths(width: number): number[] {
  const own = Math.min(width, MEDIA_MAX_SIDE);
  return [...MEDIA_WIDTHS.filter((step) => step < own), own];
}

/** The width of the default `url`: the largest stored width not past MEDIA_DEFAULT_MAX_WIDTH. */
export function defaultMediaWidth(width: number): number {
  const widths = mediaWidths(width).filter((step) => step <= MEDIA_DEFAULT_MAX_WIDTH);
  return widths[widths.length - 1] ?? Math.min(width, MEDIA_DEFAULT_MAX_WIDTH);
}

/** `/media/{hash}_{W}x{H}_{w}.{ext}` */
export function mediaFileUrl(file: MediaFile): string {
  return `/media/${file.hash}_${file.width}x${file.height}_${file.fileWidth}.${EXTENSIONS[file.format]}`;
}

/** The file a `/media/…` path names, or null for any other path (unknown shapes answer 404). */
export function parseMediaUrl(path: string): MediaFile | null {
  const match = MEDIA_PATH.exec(path);
  if (match === null) return null;
  const [, hash = '', width = '', height = '', fileWidth = '', extension = ''] = match;
  const format = FORMAT_OF_EXTENSION[extension];
  const file = { hash, width: Number(width), height: Number(height), fileWidth: Number(fileWidth), format };
  if (format === undefined || !mediaWidths(file.width).includes(file.fileWidth)) return null;
  return { ...file, format };
}

/** The height of a file `fileWidth` wide of an image `width` × `height`, as the resize rounds it. */
export const scaledHeight = (width: number, height: number, fileWidth: number) => Math.max(1, Math.round((height * fileWidth) / width));

export interface MediaSources {
  readonly width: number;
  readonly height: number;
  /** `srcset` strings (`url 480w, url 960w, …`) per format, best first. */
  readonly avif: string;
  readonly webp: string;
  readonly fallback: string;
  readonly fallbackType: string;
  /** The default file (the `<img src>`), and the largest (a lightbox). */
  readonly src: string;
  readonly largest: string;
}

/**
 * Every size and format of the image a stored `/media/…` URL shows, for `<picture>`; null for any
 * other URL (an image elsewhere is shown as it is).
 */
export function mediaSources(url: string): MediaSources | null {
  const file = parseMediaUrl(url);
  if (file === null || (file.format !== 'jpeg' && file.format !== 'png')) return null;
  const widths = mediaWidths(file.width);
  const srcset = (format: MediaFormat) => widths.map((fileWidth) => `${mediaFileUrl({ ...file, fileWidth, format })} ${fileWidth}w`).join(', ');
  const largest = widths[widths.length - 1] ?? file.width;
  return {
    width: file.width,
    height: file.height,
    avif: srcset('avif'),
    webp: srcset('webp'),
    fallback: srcset(file.format),
    fallbackType: MEDIA_CONTENT_TYPES[file.format],
    src: mediaFileUrl({ ...file, fileWidth: defaultMediaWidth(file.width) }),
    largest: mediaFileUrl({ ...file, fileWidth: largest }),
  };
}
