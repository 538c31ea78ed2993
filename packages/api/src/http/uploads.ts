import type { Knex } from 'knex';
import type { Middleware } from 'koa';
import { LRUCache } from 'lru-cache';
import { readStoredFile, type StoredFile } from '../repositories/storedFilesRepository';
import { NotFoundError } from './errors';

/** Stored uploads are named by the server only: 32 random hex digits and `.pdf`. */
export const STORED_UPLOAD_NAME = /^[a-f0-9]{32}\.pdf$/;

/** The one policy for an uploaded file: it is never run as a page, framed or sniffed. */
export const UPLOAD_CONTENT_SECURITY_POLICY = "sandbox; default-src 'none'; frame-ancestors 'none'";

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

/** Only the bytes decide what a file is: a PDF starts with `%PDF-`. */
export const isPdf = (bytes: Buffer): boolean => bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);

/** The most bytes of files kept in memory by one server, least recently served dropped first. */
export const UPLOAD_CACHE_MAX_BYTES = 32 * 1024 * 1024;

const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * Serves `/uploads/<name>.pdf` from the database (`stored_files`) as `application/pdf`, whatever
 * the bytes. Only names the server itself generates are looked up, so `..`, encoded slashes and
 * hidden files are all plain 404s. Names are never reused and files never change, so answers are
 * immutable and a file once read is kept in memory (up to UPLOAD_CACHE_MAX_BYTES); a missing one
 * is not remembered, so a file another server stored a moment ago is found at once.
 */
export function uploadedFiles(knex: Knex, maxCachedBytes = UPLOAD_CACHE_MAX_BYTES): Middleware {
  const files = new LRUCache<string, StoredFile>({
    maxSize: maxCachedBytes,
    sizeCalculation: (file) => Math.max(1, file.bytes.length),
    // Reads of one name at the same moment share one query; `undefined` (not stored) is not kept.
    fetchMethod: (name) => readStoredFile(knex, name),
  });

  return async (ctx, next) => {
    if (ctx.path !== '/uploads' && !ctx.path.startsWith('/uploads/')) return next();
    const name = ctx.path.slice('/uploads/'.length);
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !STORED_UPLOAD_NAME.test(name)) {
      throw new NotFoundError('File not found');
    }
    const file = await files.fetch(name);
    if (!file) throw new NotFoundError('File not found');
    ctx.body = file.bytes;
    ctx.type = 'application/pdf';
    ctx.lastModified = file.createdAt;
    ctx.set({
      'Cache-Control': `max-age=${YEAR_SECONDS},immutable`,
      'Content-Security-Policy': UPLOAD_CONTENT_SECURITY_POLICY,
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': 'inline; filename="resume.pdf"',
    });
  };
}
