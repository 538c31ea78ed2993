import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { RENDERER_VERSION, type ShareCard } from './shareCard';
import { darkShareTheme, type ShareTheme } from './shareTheme';

export interface ShareImageCacheOptions {
  /** Images kept at most (a card is ~25–60 kB); the least recently read go first. */
  readonly maxEntries: number;
}

export interface ShareImageCache {
  /**
   * The image for `key`, rendered by `render` on the first request and kept. Concurrent requests
   * for a key share one render; a failed render is forgotten, so the next request tries again.
   */
  get(key: string, render: () => Promise<Buffer>): Promise<Buffer>;
}

export function createShareImageCache({ maxEntries }: ShareImageCacheOptions): ShareImageCache {
  // Each promise is wrapped, so a failure removes its own entry and never a newer one for the key.
  const images = new LRUCache<string, { readonly image: Promise<Buffer> }>({ max: maxEntries });
  return {
    get(key, render) {
      const kept = images.get(key);
      if (kept) return kept.image;
      const entry = { image: new Promise<Buffer>((resolve) => resolve(render())) };
      images.set(key, entry);
      entry.image.catch(() => {
        if (images.peek(key) === entry) images.delete(key);
      });
      return entry.image;
    },
  };
}

/**
 * A short URL-safe version of a card's image (12 base64url characters of SHA-256): it changes
 * with any field of the card, the theme's colours or `RENDERER_VERSION`, so URLs carrying it can
 * be cached as immutable.
 */
export function shareImageVersion(card: ShareCard, theme: ShareTheme = darkShareTheme): string {
  // A fixed field order, so two equal cards built in a different key order agree.
  const fields = [
    RENDERER_VERSION,
    card.kind,
    card.title,
    card.ownerName,
    card.path,
    card.command,
    card.detail ?? null,
    card.host ?? null,
    [theme.bg, theme.text, theme.primary, theme.secondary, theme.border, theme.accent],
  ];
  return createHash('sha256').update(JSON.stringify(fields)).digest('base64url').slice(0, 12);
}
