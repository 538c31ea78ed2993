import { TOKEN_REVOKED_MESSAGE } from '@portfolio/contracts/account';
import type { Context, Middleware } from 'koa';
import { UnauthorizedError } from '../http/errors';
import type { TokenService } from './tokens';

// The scheme is case-insensitive (RFC 9110 §11.1); the token itself is not.
const BEARER = /^Bearer +([A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*)$/i;

/** The bearer token of a request, if its Authorization header is well-formed. */
export function bearerToken(ctx: Context): string | undefined {
  return BEARER.exec(ctx.get('Authorization'))?.[1];
}

/**
 * Guards admin writes, the cover call and uploads: a valid `Authorization: Bearer <token>` of the
 * current token generation (a password change or "sign out everywhere" revokes older ones). Only a
 * token with a good signature costs a database read.
 */
export function requireAdmin(tokens: TokenService): Middleware {
  return async (ctx, next) => {
    if (!ctx.get('Authorization')) throw new UnauthorizedError('Missing bearer token');
    const token = bearerToken(ctx);
    const check = token === undefined ? 'invalid' : await tokens.check(token);
    if (check === 'revoked') throw new UnauthorizedError(TOKEN_REVOKED_MESSAGE);
    if (check !== 'valid') throw new UnauthorizedError('Invalid or expired token');
    await next();
  };
}

/**
 * For a public route that shows the owner more (drafts): whether the request carries a valid,
 * unrevoked owner token. Never throws for a bad token; the visitor's answer is given instead.
 */
export async function isOwnerRequest(ctx: Context, tokens: TokenService): Promise<boolean> {
  const token = bearerToken(ctx);
  return token !== undefined && (await tokens.check(token)) === 'valid';
}
