import type { ArtItem } from '@portfolio/contracts/art';
import { type ArtKind, isArtKind } from '@portfolio/contracts/artKinds';

/**
 * Naming and lookup rules of the art screen: an item is the file
 * `{slug or title-with-dashes}.txt`, and `cat` finds it by slug, by title with spaces turned to
 * dashes, or by the lowercased title, with `.txt` stripped.
 */

export type ArtFileItem = Pick<ArtItem, 'slug' | 'title'>;

export function titleWithDashes(title: string): string {
  return title.trim().replace(/\s+/g, '-');
}

export function artFileName(item: ArtFileItem): string {
  return `${item.slug || titleWithDashes(item.title)}.txt`;
}

export function stripTxt(name: string): string {
  return name.replace(/\.txt$/i, '');
}

/**
 * The item a `cat` argument names. Slug and dashed title match as typed; the lowercased-title
 * rule compares without case, and so does the dashed title (a visitor types `dune` or
 * `in-rainbows` far more often than `Dune` or `In-Rainbows`).
 */
export function findArtItem<T extends ArtFileItem>(items: readonly T[], arg: string): T | undefined {
  const name = stripTxt(arg);
  const lower = name.toLowerCase();
  if (name === '') return undefined;
  return items.find(
    (item) =>
      item.slug === name ||
      titleWithDashes(item.title) === name ||
      item.title.toLowerCase() === lower ||
      titleWithDashes(item.title).toLowerCase() === lower,
  );
}

/** A category named by `cd`: any case, with or without a trailing slash. */
export function parseCategory(arg: string): ArtKind | null {
  const name = arg.replace(/\/+$/, '').toLowerCase();
  return isArtKind(name) ? name : null;
}

/** The prompt path: `~/art` at the root, `~/art/{category}` inside one. */
export function artPath(category: ArtKind | null): string {
  return category === null ? '~/art' : `~/art/${category}`;
}
