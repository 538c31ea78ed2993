import { randomBytes } from 'node:crypto';
import { chmod, mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import multer from '@koa/multer';
import Router from '@koa/router';
import { RESUME_FIELD, RESUME_MAX_BYTES, type UploadResponse } from '@portfolio/contracts/upload';
import type { Middleware } from 'koa';
import type { AppDeps } from '../appDeps';
import { requireAdmin } from '../auth/requireAdmin';
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../http/errors';
import { allowSlowUpload } from '../http/requestTimeouts';
import { setResumeDownloadLink } from '../repositories/siteConfigRepository';

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
export const NOT_A_PDF_MESSAGE = 'file: only PDF files are accepted';
export const MISSING_FILE_MESSAGE = `${RESUME_FIELD}: a PDF file is required (multipart field "${RESUME_FIELD}")`;

interface MulterLikeError extends Error {
  code: string;
}

function isMulterError(error: unknown): error is MulterLikeError {
  return error instanceof Error && error.name === 'MulterError' && typeof (error as { code?: unknown }).code === 'string';
}

/** Runs multer and turns its refusals into our errors: 413 past the size limit, 400 otherwise. */
function parseMultipart(incomingDir: string): Middleware {
  const parse = multer({
    storage: multer.diskStorage({
      destination: (_req, _file, done) => {
        // Owner-only: the upload folder and its temporary folder, when this creates them.
        mkdir(incomingDir, { recursive: true, mode: 0o700 }).then(
          () => done(null, incomingDir),
          (error: Error) => done(error, incomingDir),
        );
      },
      filename: (_req, _file, done) => done(null, randomBytes(16).toString('hex')),
    }),
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
      // Busboy's complaints about a broken body are plain Errors; file-system failures carry a code.
      if (error instanceof Error && !('code' in error)) throw new ValidationError('Malformed multipart body');
      throw error;
    }
    await next();
  };
}

async function startsWithPdfMagic(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const { bytesRead, buffer } = await handle.read(Buffer.alloc(PDF_MAGIC.length), 0, PDF_MAGIC.length, 0);
    return bytesRead === PDF_MAGIC.length && buffer.equals(PDF_MAGIC);
  } finally {
    await handle.close();
  }
}

/**
 * `POST /api/upload-resume`: a PDF (by its bytes, not its name or declared type) is written to a
 * temporary file while it streams in, then renamed to a random name in the upload folder and
 * becomes the config's resume download link.
 */
export function uploadRoutes({ db, config, tokens }: AppDeps): Router {
  const router = new Router();
  const incomingDir = join(config.uploadDir, '.incoming');

  router.post('/api/upload-resume', requireAdmin(tokens), allowSlowUpload(), parseMultipart(incomingDir), async (ctx) => {
    const file = ctx.file as typeof ctx.file | undefined;
    if (!file) throw new ValidationError(MISSING_FILE_MESSAGE);
    try {
      if (!(await startsWithPdfMagic(file.path))) throw new UnsupportedMediaTypeError(NOT_A_PDF_MESSAGE);
      const name = `${randomBytes(16).toString('hex')}.pdf`;
      const stored = join(config.uploadDir, name);
      await chmod(file.path, 0o600);
      await rename(file.path, stored);
      const url = `/uploads/${name}`;
      await setResumeDownloadLink(db.knex, url).catch(async (error: unknown) => {
        await rm(stored, { force: true });
        throw error;
      });
      const body: UploadResponse = { url };
      ctx.status = 201;
      ctx.body = body;
    } finally {
      await rm(file.path, { force: true });
    }
  });

  return router;
}
