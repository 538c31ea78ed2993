import type { Middleware } from 'koa';
import { UnauthorizedError } from '../http/errors';
import type { TokenService } from './tokens';

/** Guards admin writes, the cover call and uploads: a valid `Authorization: Bearer <token>`. */
export function requireAdmin(tokens: TokenService): Middleware {
  return async (ctx, next) => {
    const header = ctx.get('Authorization');
    // The scheme is case-insensitive (RFC 9110 §11.1); the token itself is not.
    const match = /^Bearer +([A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*)$/i.exec(header);
    if (!header) throw new UnauthorizedError('Missing bearer token');
    if (!match?.[1] || !tokens.verify(match[1])) throw new UnauthorizedError('Invalid or expired token');
    await next();
  };
}
