import type { IncomingMessage } from 'node:http';
import type { Readable, Transform } from 'node:stream';
import { createBrotliDecompress, createUnzip } from 'node:zlib';
import { HttpError, PayloadTooLargeError, UnsupportedMediaTypeError } from './errors';

/** What inflates the body per its Content-Encoding; none for a body sent as is. */
function inflaterFor(req: IncomingMessage): Transform | undefined {
  const encoding = (req.headers['content-encoding'] ?? '').trim().toLowerCase();
  switch (encoding) {
    case '':
    case 'identity':
      return undefined;
    case 'gzip':
    case 'deflate':
      return createUnzip();
    case 'br':
      return createBrotliDecompress();
    default:
      throw new UnsupportedMediaTypeError();
  }
}

/**
 * Reads a request's body into memory, at most `limit` bytes as sent and as inflated: past it, or
 * when Content-Length already says so, a 413 without reading further. What is left unread is
 * drained after the answer (http/unreadBody.ts).
 */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  if (Number(req.headers['content-length']) > limit) throw new PayloadTooLargeError();
  const inflater = inflaterFor(req);
  const source: Readable = inflater ? req.pipe(inflater) : req;

  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let sent = 0;
    let settled = false;

    const settle = (error?: Error) => {
      if (settled) return;
      settled = true;
      source.off('data', onData).off('end', onEnd);
      req.off('data', countSent);
      if (inflater) {
        req.unpipe(inflater);
        inflater.destroy();
      }
      req.pause();
      if (error) reject(error);
      else resolve(Buffer.concat(chunks, size));
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) settle(new PayloadTooLargeError());
      else chunks.push(chunk);
    };
    const onEnd = () => settle();
    // Compressed bodies are counted as sent too: empty deflate blocks inflate to nothing, forever.
    const countSent = (chunk: Buffer) => {
      sent += chunk.length;
      if (sent > limit) settle(new PayloadTooLargeError());
    };

    // The error listeners stay: an error after settling then finds a listener and is ignored.
    req.on('error', () => settle(new HttpError(400, 'Request aborted')));
    if (inflater) {
      inflater.on('error', () => settle(new HttpError(400, 'Malformed compressed body')));
      req.on('data', countSent);
    }
    source.on('data', onData).on('end', onEnd);
  });
}
