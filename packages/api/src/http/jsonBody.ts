import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import { UnsupportedMediaTypeError } from './errors';

export const JSON_BODY_LIMIT = '1mb';

/**
 * JSON bodies only, at most 1 MB (413 past it), malformed JSON is a 400. A POST with a body of
 * another type is refused with 415, except multipart uploads, which their own route parses.
 */
export function jsonBody(): Middleware {
  const parse = bodyParser({ enableTypes: ['json'], jsonLimit: JSON_BODY_LIMIT, encoding: 'utf-8' });
  return async (ctx, next) => {
    const hasBody = ctx.request.length !== undefined ? ctx.request.length > 0 : Boolean(ctx.get('Transfer-Encoding'));
    if (ctx.method === 'POST' && hasBody && !ctx.is('json') && !ctx.is('multipart')) {
      throw new UnsupportedMediaTypeError('Send JSON (Content-Type: application/json)');
    }
    await parse(ctx, next);
  };
}
