import { createHash } from 'node:crypto';
import { Stream } from 'node:stream';
import type { Middleware } from 'koa';

const UNCACHED_PATHS = new Set(['/api/health', '/api/ready']);

/**
 * RFC 9110 weak comparison of If-None-Match against our tag. Koa's `ctx.fresh` is not used: it
 * ignores validators whenever the request says `Cache-Control: no-cache`, which fetch() adds
 * to every request that sets If-None-Match by hand.
 */
export function matchesIfNoneMatch(header: string, tag: string): boolean {
  if (header.trim() === '*') return true;
  const opaque = (value: string) => value.trim().replace(/^W\//, '');
  return header.split(',').some((candidate) => opaque(candidate) === opaque(tag));
}

/** A weak validator for these bytes. Weak, because koa-compress may send them in another encoding. */
export function entityTag(bytes: string | Buffer): string {
  return `W/"${createHash('sha256').update(bytes).digest('base64url')}"`;
}

/**
 * For GET and HEAD answers under /api (health and ready excepted): an ETag hashed from the body and
 * `Cache-Control: no-cache`, so browsers always revalidate and a repeat visit costs a 304 with
 * no body. The tag is computed from each answer, so a write shows on the very next read.
 */
export function etag(): Middleware {
  return async (ctx, next) => {
    await next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return;
    if (ctx.status !== 200 || UNCACHED_PATHS.has(ctx.path)) return;
    const body: unknown = ctx.body;
    if (body === null || body === undefined || body instanceof Stream) return;
    if (/no-store/.test(ctx.response.get('Cache-Control'))) return;

    const tag = entityTag(typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body));
    ctx.set('ETag', tag);
    if (!ctx.response.get('Cache-Control')) ctx.set('Cache-Control', 'no-cache');
    const ifNoneMatch = ctx.get('If-None-Match');
    if (ifNoneMatch && matchesIfNoneMatch(ifNoneMatch, tag)) ctx.status = 304;
  };
}
