import multer from '@koa/multer';
import type { Middleware } from 'koa';
import { PayloadTooLargeError, ValidationError } from './errors';

/** Room for the multipart wrapping around the file: boundaries, part headers, a few short fields. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export interface MultipartFileOptions {
  /** The field holding the one file. */
  readonly field: string;
  /** Largest file, counted while it streams in; a body whose Content-Length cannot fit is refused before a byte is read. */
  readonly maxBytes: number;
  /** Longest text field, in bytes. */
  readonly maxFieldBytes: number;
  /** The 413 answer's message. */
  readonly tooLargeMessage: string;
}

interface MulterLikeError extends Error {
  code: string;
}

function isMulterError(error: unknown): error is MulterLikeError {
  return error instanceof Error && error.name === 'MulterError' && typeof (error as { code?: unknown }).code === 'string';
}

/**
 * Reads a `multipart/form-data` body holding one file into memory (`ctx.file.buffer`, text fields in
 * `ctx.request.body`), mounted after the token check. Past `maxBytes` it is a 413 while parsing
 * (multer stops counting there, and what is left is drained by http/unreadBody.ts); a second file,
 * a file in another field or a broken body is a 400.
 */
export function multipartFile({ field, maxBytes, maxFieldBytes, tooLargeMessage }: MultipartFileOptions): Middleware {
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6, fieldSize: maxFieldBytes, headerPairs: 50 },
  }).single(field);

  return async (ctx, next) => {
    if (Number(ctx.get('Content-Length')) > maxBytes + MULTIPART_OVERHEAD_BYTES) throw new PayloadTooLargeError(tooLargeMessage);
    try {
      await parse(ctx, async () => undefined);
    } catch (error) {
      if (isMulterError(error)) {
        if (error.code === 'LIMIT_FILE_SIZE') throw new PayloadTooLargeError(tooLargeMessage);
        const oneFile = error.code === 'LIMIT_UNEXPECTED_FILE' || error.code === 'LIMIT_FILE_COUNT';
        throw new ValidationError(oneFile ? `Send one file, in the field "${field}"` : error.message);
      }
      // Busboy's complaints about a broken body are plain Errors; system failures carry a code.
      if (error instanceof Error && !('code' in error)) throw new ValidationError('Malformed multipart body');
      throw error;
    }
    await next();
  };
}
