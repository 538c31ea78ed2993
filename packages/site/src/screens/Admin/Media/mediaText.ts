import { mediaFileUrl, mediaWidths, parseMediaUrl } from '@portfolio/contracts/media';

/**
 * What a thumbnail shows for an image URL: for an uploaded image (`/media/…`), its smallest stored
 * width (at most 480 pixels, a fraction of the default file's bytes); any other URL as it was typed.
 */
export function thumbnailUrl(url: string): string {
  const file = parseMediaUrl(url);
  if (file === null) return url;
  const [smallest = file.fileWidth] = mediaWidths(file.width);
  return mediaFileUrl({ ...file, fileWidth: smallest });
}

const KB = 1024;
const MB = 1024 * KB;

/** A file's size as the admin lists it: `512 B`, `48 KB`, `1.4 MB`. */
export function formatBytes(bytes: number): string {
  if (bytes < KB) return `${bytes} B`;
  if (bytes < MB) return `${Math.round(bytes / KB)} KB`;
  return `${(bytes / MB).toFixed(1)} MB`;
}
