import type { IncomingMessage, ServerResponse } from 'node:http';
import { type MediaFile, mediaFileUrl, parseMediaUrl } from '@portfolio/contracts/media';
import type { Middleware } from 'koa';
import { NotFoundError } from '../http/errors';
import { matchesIfNoneMatch } from '../http/etag';
import { noteRoute } from '../http/requestRoute';
import { withRequestId } from '../http/requestObserver';
import type { MediaFileCache } from '../media/mediaCache';
import type { StoredMediaFile } from '../repositories/mediaRepository';

/** Names are content-addressed: a name's bytes never change. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** How long the headers Koa sent with a file are replayed before Koa answers one again (as the read cache's lifetime). */
const HEADERS_TTL_MS = 2000;
/** The route of every answer under /media, for the request log and metrics. */
const MEDIA_ROUTE = '/media/:file';
/** Set per answer below, so not replayed from what Koa sent. */
const PER_ANSWER_HEADERS = new Set(['content-type', 'content-length', 'etag', 'cache-control', 'x-content-type-options', 'date', 'x-request-id']);

export interface MediaFileServer {
  /** The files' cache, which a delete empties of an image's files. */
  readonly files: MediaFileCache;
  /** Koa middleware answering everything under `/media`. */
  readonly middleware: Middleware;
  /**
   * Answers a GET or HEAD of a file kept in memory before Koa, with the headers Koa sent the last
   * time (the security headers; HSTS per the protocol the request claims); false, having written
   * nothing, for anything else.
   */
  answer(req: IncomingMessage, res: ServerResponse): boolean;
}

const isMediaPath = (path: string) => path === '/media' || path.startsWith('/media/');
/** Per the protocol a request claims (TLS, or its X-Forwarded-Proto as sent): HSTS goes only on https answers. */
const claimOf = (req: IncomingMessage) => ('encrypted' in req.socket && req.socket.encrypted === true ? 'tls' : String(req.headers['x-forwarded-proto'] ?? ''));
const tagOf = (file: MediaFile) => `"${mediaFileUrl(file).slice('/media/'.length)}"`;

/** What a file's answer says besides the headers every answer carries. */
function fileHeaders(file: MediaFile, found: StoredMediaFile): Record<string, string> {
  return { 'Cache-Control': MEDIA_CACHE_CONTROL, 'X-Content-Type-Options': 'nosniff', ETag: tagOf(file), 'Content-Type': found.contentType };
}

/**
 * `GET /media/{hash}_{W}x{H}_{w}.{ext}`: an uploaded image's file, from memory or the database, with
 * its own content type, `nosniff` and a year's `immutable` caching (and a strong ETag: the name fixes
 * the bytes, and koa-compress leaves images alone). Anything else under `/media` — traversal, encoded
 * slashes, a width never made, a size the image does not have, another method — is a 404.
 */
export function createMediaFileServer(files: MediaFileCache): MediaFileServer {
  // The headers of Koa's last file answer per protocol claim, flat (name, value, …), and when.
  const sent = new Map<string, { readonly at: number; readonly headers: readonly string[] }>();

  const middleware: Middleware = async (ctx, next) => {
    if (!isMediaPath(ctx.path)) return next();
    noteRoute(ctx.res, MEDIA_ROUTE);
    const file = ctx.method === 'GET' || ctx.method === 'HEAD' ? parseMediaUrl(ctx.path) : null;
    const found = file && (await files.get(file));
    if (!file || !found) throw new NotFoundError('File not found');
    ctx.set(fileHeaders(file, found));
    const headers: string[] = [];
    for (const [name, value] of Object.entries(ctx.response.headers)) {
      if (PER_ANSWER_HEADERS.has(name) || value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.push(name, String(one));
    }
    sent.set(claimOf(ctx.req), { at: Date.now(), headers });
    const ifNoneMatch = ctx.get('If-None-Match');
    if (ifNoneMatch && matchesIfNoneMatch(ifNoneMatch, tagOf(file))) {
      ctx.status = 304;
      return;
    }
    ctx.body = found.bytes;
  };

  const answer = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '';
    const query = url.indexOf('?');
    const path = query < 0 ? url : url.slice(0, query);
    if (!isMediaPath(path)) return false;
    const replay = sent.get(claimOf(req));
    if (!replay || Date.now() - replay.at > HEADERS_TTL_MS) return false;
    const file = parseMediaUrl(path);
    const found = file && files.peek(file);
    if (!file || !found) return false;
    noteRoute(res, MEDIA_ROUTE);
    const head = withRequestId(res, [...replay.headers, ...Object.entries(fileHeaders(file, found)).flat()]);
    const ifNoneMatch = req.headers['if-none-match'];
    if (ifNoneMatch && matchesIfNoneMatch(ifNoneMatch, tagOf(file))) {
      res.writeHead(304, head).end();
      return true;
    }
    head.push('Content-Length', String(found.bytes.length));
    res.writeHead(200, head).end(req.method === 'HEAD' ? undefined : found.bytes);
    return true;
  };

  return { files, middleware, answer };
}
