import type { Media } from '@portfolio/contracts/media';
import type { Knex } from 'knex';
import { mediaProcessingSeconds } from '../metrics/timings';
import { findMedia, type NewMedia, setMediaAlt, storeMedia } from '../repositories/mediaRepository';
import { createLimiter, type Limiter } from './limiter';
import { decodeImage, encodeImage, inspectImage } from './processImage';

/**
 * Images are decoded and encoded one at a time per process: ten 12-megapixel uploads at once would
 * otherwise hold ten decoded copies in memory and every thread of libuv's pool. Each waits its turn
 * holding only its upload's bytes.
 */
export const mediaQueue: Limiter = createLimiter(1);

export interface IngestResult {
  readonly media: Media;
  /** False when the same image (the same processed pixels) was already stored: nothing new was written. */
  readonly created: boolean;
}

/**
 * An upload's way in, for the owner's uploads and the demo's images alike: refused by its bytes or
 * header at once (415, 422), then in `queue`'s turn decoded and hashed; an image already stored is
 * answered as it is (its alt text replaced by a non-empty new one), a new one is encoded in every
 * width and format and stored in one transaction.
 */
export async function ingestImage(knex: Knex, bytes: Buffer, alt: string, queue: Limiter = mediaQueue): Promise<IngestResult> {
  const inspected = await inspectImage(bytes);
  return queue.run(async () => {
    const stop = mediaProcessingSeconds.startTimer();
    const decoded = await decodeImage(bytes, inspected);
    const existing = await findMedia(knex, decoded.hash);
    if (existing) {
      const media = alt !== '' && alt !== existing.alt ? ((await setMediaAlt(knex, existing.id, alt)) ?? existing) : existing;
      return { media, created: false };
    }
    const files = await encodeImage(decoded);
    stop();
    return storeMedia(knex, { hash: decoded.hash, width: decoded.width, height: decoded.height, family: decoded.family, alt, files });
  });
}

/** An image processed but not stored: what `storeMedia` takes, less the alt text. */
export type ProcessedImage = Omit<NewMedia, 'alt'>;

/** The same pipeline without the database: refused at once or, in `queue`'s turn, decoded and encoded. */
export async function processImageBytes(bytes: Buffer, queue: Limiter = mediaQueue): Promise<ProcessedImage> {
  const inspected = await inspectImage(bytes);
  return queue.run(async () => {
    const stop = mediaProcessingSeconds.startTimer();
    const decoded = await decodeImage(bytes, inspected);
    const { hash, width, height, family } = decoded;
    const files = await encodeImage(decoded);
    stop();
    return { hash, width, height, family, files };
  });
}
