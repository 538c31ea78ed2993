import { pipeline, type Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { BackupError } from './errors';

/** Longest line accepted: a 1 MB part in base64 is 1.4 MB; a line far past that is not ours. */
export const MAX_LINE_BYTES = 64 * 1024 * 1024;

const NEWLINE = 0x0a;

function zlibProblem(error: unknown): BackupError | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'Z_DATA_ERROR') return new BackupError('This is not a backup archive (not gzip data, or damaged)');
  if (code === 'Z_BUF_ERROR') return new BackupError('The archive is cut short (its gzip data ends early)');
  return undefined;
}

/**
 * The archive's lines, unzipped as they are read (split on the newline byte, which never occurs
 * inside a UTF-8 character, so a character split across chunks is joined first). Empty lines are
 * skipped. Abandoning the lines (an early `return` or a throw in the reader) destroys the input.
 */
export async function* archiveLinesOf(input: Readable): AsyncGenerator<string> {
  const unzipped = pipeline(input, createGunzip(), () => undefined);
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  try {
    for await (const chunk of unzipped as AsyncIterable<Buffer>) {
      let start = 0;
      for (let end = chunk.indexOf(NEWLINE); end !== -1; end = chunk.indexOf(NEWLINE, start)) {
        const line = pendingBytes ? Buffer.concat([...pending, chunk.subarray(start, end)]).toString('utf8') : chunk.toString('utf8', start, end);
        pending = [];
        pendingBytes = 0;
        start = end + 1;
        if (line) yield line;
      }
      if (start < chunk.length) {
        pending.push(chunk.subarray(start));
        pendingBytes += chunk.length - start;
        if (pendingBytes > MAX_LINE_BYTES) throw new BackupError(`This is not a backup archive: a line is longer than ${MAX_LINE_BYTES / 1024 / 1024} MB`);
      }
    }
  } catch (error) {
    throw zlibProblem(error) ?? error;
  } finally {
    unzipped.destroy();
    input.destroy();
  }
  if (pendingBytes) yield Buffer.concat(pending).toString('utf8');
}
