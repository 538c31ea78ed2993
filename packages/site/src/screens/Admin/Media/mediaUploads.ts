/**
 * Uploads in flight and just finished, as the lines under an image field show them: one per file,
 * `Uploading photo.jpg... 42%`, then `photo.jpg uploaded` or why it failed. Plain data and pure
 * updates, shared by the project form's machine and `useMediaUploads` (covers, posts).
 */
import { MEDIA_UPLOAD_MESSAGES } from '../logic/messages';
import type { StatusMessage } from '../logic/status';

export interface MediaUpload {
  /** Tells uploads of files with the same name apart. */
  readonly key: number;
  /** The file's name, as the owner chose it. */
  readonly name: string;
  /** 0 to 1: how much of the file has been sent. */
  readonly progress: number;
  readonly state: 'uploading' | 'done' | 'failed';
  /** Why it failed (the server's reason, or the network's); empty otherwise. */
  readonly error: string;
}

export const startedUpload = (key: number, name: string): MediaUpload => ({ key, name, progress: 0, state: 'uploading', error: '' });

function update(uploads: readonly MediaUpload[], key: number, change: (upload: MediaUpload) => MediaUpload): readonly MediaUpload[] {
  return uploads.map((upload) => (upload.key === key && upload.state === 'uploading' ? change(upload) : upload));
}

/** Progress of an upload still running (finished ones keep their outcome). */
export function uploadProgressed(uploads: readonly MediaUpload[], key: number, fraction: number): readonly MediaUpload[] {
  const progress = Math.min(1, Math.max(0, fraction));
  return update(uploads, key, (upload) => ({ ...upload, progress }));
}

export function uploadDone(uploads: readonly MediaUpload[], key: number): readonly MediaUpload[] {
  return update(uploads, key, (upload) => ({ ...upload, progress: 1, state: 'done' }));
}

export function uploadFailed(uploads: readonly MediaUpload[], key: number, error: string): readonly MediaUpload[] {
  return update(uploads, key, (upload) => ({ ...upload, state: 'failed', error }));
}

/** Whether any upload is still running (a project cannot be saved meanwhile: its images are not all known). */
export const anyUploading = (uploads: readonly MediaUpload[]): boolean => uploads.some((upload) => upload.state === 'uploading');

/** Starting a new batch clears the outcomes of the last one; running uploads stay. */
export const runningUploads = (uploads: readonly MediaUpload[]): readonly MediaUpload[] =>
  uploads.filter((upload) => upload.state === 'uploading');

const TONES = { uploading: 'progress', done: 'success', failed: 'error' } as const;

/** The upload line's tone, a status line's: in progress, or its outcome. */
export const uploadTone = (upload: MediaUpload): StatusMessage['tone'] => TONES[upload.state];

/** The upload's line: its progress in whole percent (`Processing …` once every byte is sent), or its outcome. */
export function uploadLine(upload: MediaUpload): string {
  if (upload.state === 'done') return MEDIA_UPLOAD_MESSAGES.uploaded(upload.name);
  if (upload.state === 'failed') return MEDIA_UPLOAD_MESSAGES.failed(upload.name, upload.error);
  return upload.progress >= 1
    ? MEDIA_UPLOAD_MESSAGES.processing(upload.name)
    : MEDIA_UPLOAD_MESSAGES.uploading(upload.name, Math.floor(upload.progress * 100));
}
