import { MEDIA_CONTENT_TYPES, mediaFileUrl, mediaSources, parseMediaUrl } from '@portfolio/contracts/mediaFiles';
import type { LightboxImage } from '@portfolio/terminal-ui/components/Lightbox';

/**
 * What the lightbox shows for a stored image URL: for a `/media/…` one, its largest file, offered in
 * AVIF and WebP ahead of its own family; any other URL as it is.
 */
export function lightboxImage(url: string): LightboxImage {
  const largest = mediaSources(url)?.largest;
  const file = largest === undefined ? null : parseMediaUrl(largest);
  if (largest === undefined || file === null) return { src: url };
  return {
    src: largest,
    sources: (['avif', 'webp'] as const).map((format) => ({ type: MEDIA_CONTENT_TYPES[format], srcSet: mediaFileUrl({ ...file, format }) })),
  };
}
