/**
 * A project's images as the form edits them: each URL with its alt text, in the gallery's order.
 * The API keeps them as two lists (`images`, `imageAlts`), so they are paired on the way in and
 * split on the way out; every change here keeps each alt text with its image.
 */
import { splitList } from '../logic/text';

export interface ProjectImage {
  readonly url: string;
  readonly alt: string;
}

/** `-1` moves an image towards the start of the gallery, `1` towards its end. */
export type ImageMove = -1 | 1;

/** Pairs each image with its alt text; a missing alt text (an older project, a shorter list) is blank. */
export function pairImages(images: readonly string[], alts: readonly string[] = []): ProjectImage[] {
  return images.map((url, index) => ({ url, alt: alts[index] ?? '' }));
}

/** The two lists the API takes, in the same order; alt texts trimmed. */
export function splitImages(images: readonly ProjectImage[]): { images: string[]; imageAlts: string[] } {
  return { images: images.map((image) => image.url), imageAlts: images.map((image) => image.alt.trim()) };
}

/** The images after the URLs typed in `text` (comma-separated, as tech), each without alt text. */
export function addImageUrls(images: readonly ProjectImage[], text: string): ProjectImage[] {
  return [...images, ...pairImages(splitList(text))];
}

/** Swaps the image at `index` with its neighbour towards `by`; unchanged at either end or out of range. */
export function moveImage(images: readonly ProjectImage[], index: number, by: ImageMove): readonly ProjectImage[] {
  const target = index + by;
  const moving = images[index];
  const other = images[target];
  if (moving === undefined || other === undefined) return images;
  const next = [...images];
  next[target] = moving;
  next[index] = other;
  return next;
}

export function removeImage(images: readonly ProjectImage[], index: number): readonly ProjectImage[] {
  return index >= 0 && index < images.length ? images.filter((_, position) => position !== index) : images;
}

/** Sets the alt text of the image at `index`. */
export function describeImage(images: readonly ProjectImage[], index: number, alt: string): readonly ProjectImage[] {
  return images.map((image, position) => (position === index ? { ...image, alt } : image));
}
