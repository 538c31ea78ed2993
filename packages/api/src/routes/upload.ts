import { randomBytes } from 'node:crypto';
import multer from '@koa/multer';
import Router from '@koa/router';
import { RESUME_FIELD, RESUME_MAX_BYTES, type UploadResponse } from '@portfolio/contracts/upload';
import type { Middleware } from 'koa';
import type { AppDeps } from '../appDeps';
import { requireAdmin } from '../auth/requireAdmin';
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../http/errors';
import { allowSlowUpload } from '../http/requestTimeouts';
import { isPdf } from '../http/uploads';
import { setResumeDownloadLink } from '../repositories/siteConfigRepository';
import { insertStoredFile } from '../repositories/storedFilesRepository';

export const NOT_A_PDF_MESSAGE = 'file: only PDF files are accepted';
export const MISSING_FILE_MESSAGE = `${RESUME_FIELD}: a PDF file is required (multipart field "${RESUME_FIELD}")`;

interface MulterLikeError extends Error {
  code: string;
}

function isMulterError(error: unknown): error is MulterLikeError {
  return error instanceof Error && error.name === 'MulterError' && typeof (error as { code?: unknown }).code === 'string';
}

/** Runs multer and turns its refusals into our errors: 413 past the size limit, 400 otherwise. */
function parseMultipart(): Middleware {
  const parse = multer({
    // In memory: at most RESUME_MAX_BYTES, counted while it streams in; nothing touches the disk.
    storage: multer.memoryStorage(),
    limits: { fileSize: RESUME_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 50 },
  }).single(RESUME_FIELD);

  return async (ctx, next) => {
    try {
      await parse(ctx, async () => undefined);
    } catch (error) {
      if (isMulterError(error)) {
        if (error.code === 'LIMIT_FILE_SIZE') throw new PayloadTooLargeError(`file: must be at most ${RESUME_MAX_BYTES / 1024 / 1024} MB`);
        const oneFile = error.code === 'LIMIT_UNEXPECTED_FILE' || error.code === 'LIMIT_FILE_COUNT';
        throw new ValidationError(oneFile ? `Send one file, in the field "${RESUME_FIELD}"` : error.message);
      }
      // Busboy's complaints about a broken body are plain Errors; system failures carry a code.
      if (error instanceof Error && !('code' in error)) throw new ValidationError('Malformed multipart body');
      throw error;
    }
    await next();
  };
}

/**
 * `POST /api/upload-resume`: a PDF (by its bytes, not its name or declared type) is stored in the
 * database under a random name (`stored_files`, served by http/uploads.ts) and becomes the config's
 * resume download link, both in one transaction.
 */
export function uploadRoutes({ db, tokens }: AppDeps): Router {
  const router = new Router();

  router.post('/api/upload-resume', requireAdmin(tokens), allowSlowUpload(), parseMultipart(), async (ctx) => {
    const file = ctx.file as typeof ctx.file | undefined;
    if (!file) throw new ValidationError(MISSING_FILE_MESSAGE);
    if (!isPdf(file.buffer)) throw new UnsupportedMediaTypeError(NOT_A_PDF_MESSAGE);
    const name = `${randomBytes(16).toString('hex')}.pdf`;
    const url = `/uploads/${name}`;
    await db.knex.transaction(async (trx) => {
      await insertStoredFile(trx, { name, contentType: 'application/pdf', bytes: file.buffer });
      await setResumeDownloadLink(trx, url);
    });
    const body: UploadResponse = { url };
    ctx.status = 201;
    ctx.body = body;
  });

  return router;
}
