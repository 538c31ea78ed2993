import { type MediaFile, mediaFileUrl } from '@portfolio/contracts/media';
import type { Knex } from 'knex';
import { LRUCache } from 'lru-cache';
import { readMediaFile, type StoredMediaFile } from '../repositories/mediaRepository';

export interface MediaCacheOptions {
  /** Bytes of files kept at most; the least recently served go first. */
  readonly maxBytes?: number;
  /** Files larger than this are served from the database each time, so one cannot push out dozens. */
  readonly maxFileBytes?: number;
}

export interface MediaFileCache {
  /** The file, from memory or else from the database (then kept); undefined when there is none. */
  get(file: MediaFile): Promise<StoredMediaFile | undefined>;
  /** The file if it is in memory now, without waiting for the database. */
  peek(file: MediaFile): StoredMediaFile | undefined;
  /** Forgets every file of an image (deleted). */
  forget(hash: string): void;
}

/**
 * The hot files of `/media/`, in memory by bytes (64 MB by default). Names are content-addressed,
 * so a kept file never goes stale; only a deleted image's files are forgotten (by this server; a
 * server beside it on the same MySQL may serve them from memory until they fall out). Readers of a
 * file not yet kept share one query. Misses are not kept: another server may store the image next.
 */
export function createMediaFileCache(knex: Knex, { maxBytes = 64 * 1024 * 1024, maxFileBytes = 8 * 1024 * 1024 }: MediaCacheOptions = {}): MediaFileCache {
  const files = new LRUCache<string, StoredMediaFile>({ maxSize: maxBytes, sizeCalculation: (file) => Math.max(1, file.bytes.length) });
  const loading = new Map<string, Promise<StoredMediaFile | undefined>>();

  return {
    get(file) {
      const key = mediaFileUrl(file);
      const kept = files.get(key);
      if (kept) return Promise.resolve(kept);
      const pending = loading.get(key);
      if (pending) return pending;
      const load = readMediaFile(knex, file)
        .then((found) => {
          // Not kept when the image was deleted while it was read (`forget` dropped this load).
          if (found && found.bytes.length <= maxFileBytes && loading.get(key) === load) files.set(key, found);
          return found;
        })
        .finally(() => {
          if (loading.get(key) === load) loading.delete(key);
        });
      loading.set(key, load);
      return load;
    },
    peek: (file) => files.get(mediaFileUrl(file)),
    forget(hash) {
      const prefix = `/media/${hash}_`;
      for (const key of [...files.keys()]) if (key.startsWith(prefix)) files.delete(key);
      for (const key of [...loading.keys()]) if (key.startsWith(prefix)) loading.delete(key);
    },
  };
}
