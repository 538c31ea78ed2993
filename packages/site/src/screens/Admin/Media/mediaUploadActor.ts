import { caughtErrorMessage } from '@portfolio/terminal-ui/engine/messages';
import type { Media } from '@portfolio/contracts/media';
import { type EventObject, fromCallback } from 'xstate';

export interface MediaUploadInput {
  readonly key: number;
  readonly file: File;
}

/** What an upload actor tells its parent. */
export type MediaUploadEvent =
  | { readonly type: 'upload.progress'; readonly key: number; readonly fraction: number }
  | { readonly type: 'upload.done'; readonly key: number; readonly url: string }
  | { readonly type: 'upload.fail'; readonly key: number; readonly error: string };

/** Sends one image (with the owner's token); `onProgress` from 0 to 1; `signal` aborts it. */
export type SendMedia = (file: File, onProgress: (fraction: number) => void, signal: AbortSignal) => Promise<Media>;

/**
 * One file's upload, as a callback actor a machine spawns per file: it reports progress and the
 * outcome to its parent as `upload.*` events keyed by `input.key`. Stopping it aborts the request
 * and silences it.
 */
export function mediaUploadActor(send: SendMedia) {
  return fromCallback<EventObject, MediaUploadInput>(({ input, sendBack }) => {
    const controller = new AbortController();
    const { key, file } = input;
    const tell = (event: MediaUploadEvent) => {
      if (!controller.signal.aborted) sendBack(event);
    };
    send(file, (fraction) => tell({ type: 'upload.progress', key, fraction }), controller.signal).then(
      (media) => tell({ type: 'upload.done', key, url: media.url }),
      (error: unknown) => tell({ type: 'upload.fail', key, error: caughtErrorMessage(error) }),
    );
    return () => controller.abort();
  });
}
