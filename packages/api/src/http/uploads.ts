import type { Middleware } from 'koa';
import send from 'koa-send';
import { NotFoundError } from './errors';

/** Stored uploads are named by the server only: 32 random hex digits and `.pdf`. */
export const STORED_UPLOAD_NAME = /^[a-f0-9]{32}\.pdf$/;

/** The one policy for an uploaded file: it is never run as a page, framed or sniffed. */
export const UPLOAD_CONTENT_SECURITY_POLICY = "sandbox; default-src 'none'; frame-ancestors 'none'";

const YEAR_MS = 365 * 24 * 3600 * 1000;

/**
 * Serves `/uploads/<name>.pdf` from the upload folder as `application/pdf`, whatever the bytes.
 * Only names the server itself generates are looked up, so `..`, encoded slashes, hidden files
 * and the temporary folder are all plain 404s. Names are never reused, so answers are immutable.
 */
export function uploadedFiles(uploadDir: string): Middleware {
  return async (ctx, next) => {
    if (ctx.path !== '/uploads' && !ctx.path.startsWith('/uploads/')) return next();
    const name = ctx.path.slice('/uploads/'.length);
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !STORED_UPLOAD_NAME.test(name)) {
      throw new NotFoundError('File not found');
    }
    try {
      await send(ctx, name, { root: uploadDir, maxage: YEAR_MS, immutable: true });
    } catch (error) {
      if ((error as { status?: unknown }).status === 404) throw new NotFoundError('File not found');
      throw error;
    }
    ctx.type = 'application/pdf';
    ctx.set({
      'Content-Security-Policy': UPLOAD_CONTENT_SECURITY_POLICY,
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': 'inline; filename="resume.pdf"',
    });
  };
}
