import { describe, expect, it } from 'vitest';
import {
  anyUploading,
  type MediaUpload,
  runningUploads,
  startedUpload,
  uploadDone,
  uploadFailed,
  uploadLine,
  uploadProgressed,
  uploadTone,
} from './mediaUploads';

const batch: readonly MediaUpload[] = [startedUpload(1, 'bench.jpg'), startedUpload(2, 'scope.png')];

describe('upload lines', () => {
  it('show the progress in whole percent, then "Processing" once every byte is sent', () => {
    expect(uploadLine(batch[0] as MediaUpload)).toBe('Uploading bench.jpg... 0%');
    const [bench] = uploadProgressed(batch, 1, 0.426);
    expect(uploadLine(bench as MediaUpload)).toBe('Uploading bench.jpg... 42%');
    expect(uploadLine(uploadProgressed(batch, 1, 0.999)[0] as MediaUpload)).toBe('Uploading bench.jpg... 99%');
    expect(uploadLine(uploadProgressed(batch, 1, 1)[0] as MediaUpload)).toBe('Processing bench.jpg...');
  });

  it('then the outcome: done, or the reason it failed', () => {
    expect(uploadLine(uploadDone(batch, 1)[0] as MediaUpload)).toBe('bench.jpg uploaded');
    expect(uploadLine(uploadFailed(batch, 2, 'file: must be at most 15 MB')[1] as MediaUpload)).toBe(
      'Failed to upload scope.png: file: must be at most 15 MB',
    );
    expect(uploadLine(uploadFailed(batch, 2, '')[1] as MediaUpload)).toBe('Failed to upload scope.png');
  });
});

describe('upload updates', () => {
  it('change only the upload with that key, and keep a finished one as it ended', () => {
    const done = uploadDone(batch, 1);
    expect(done.map((upload) => upload.state)).toEqual(['done', 'uploading']);
    expect(uploadProgressed(done, 1, 0.5)[0]).toEqual(done[0]);
    expect(uploadFailed(done, 1, 'late')[0]).toEqual(done[0]);
    expect(uploadProgressed(batch, 9, 0.5)).toEqual(batch);
  });

  it('keep progress between 0 and 1', () => {
    expect(uploadProgressed(batch, 1, 3)[0]?.progress).toBe(1);
    expect(uploadProgressed(batch, 1, -1)[0]?.progress).toBe(0);
  });

  it('know whether any still runs, and which', () => {
    const ended = uploadFailed(uploadDone(batch, 1), 2, 'x');
    expect(anyUploading(batch)).toBe(true);
    expect(anyUploading(ended)).toBe(false);
    expect(runningUploads(uploadDone(batch, 1))).toEqual([batch[1]]);
  });

  it('gives each line the tone of a status line: in progress, uploaded, failed', () => {
    const started = startedUpload(1, 'photo.jpg');
    expect(uploadTone(started)).toBe('progress');
    expect(uploadTone({ ...started, state: 'done' })).toBe('success');
    expect(uploadTone({ ...started, state: 'failed', error: 'too large' })).toBe('error');
  });
});
