import Router from '@koa/router';
import { type FreshTokenResponse, passwordChangeRequestSchema, WRONG_CURRENT_PASSWORD_MESSAGE } from '@portfolio/contracts/account';
import type { Context } from 'koa';
import type { AppDeps } from '../appDeps';
import { createPasswordCheckLimiter } from '../auth/loginLimiter';
import { hashPassword, verifyPassword } from '../auth/passwordHash';
import { requireAdmin } from '../auth/requireAdmin';
import { readPasswordHash, storePasswordHash } from '../auth/secrets';
import { revokeAllTokens } from '../auth/tokenGeneration';
import { BODY_LIMITS } from '../http/bodyLimits';
import { ForbiddenError } from '../http/errors';
import { jsonBody } from '../http/jsonBody';
import { parseInput } from '../http/validate';

function answerToken(ctx: Context, token: string): void {
  const body: FreshTokenResponse = { token };
  ctx.set('Cache-Control', 'no-store');
  ctx.body = body;
}

/**
 * The owner's account. Both calls revoke every token issued before them (a new token generation,
 * auth/tokenGeneration.ts) and answer the caller a fresh token of the new generation:
 *
 * - `POST /api/admin/password` `{ current, next }`: a wrong `current` is 403 (not 401: the token is
 *   fine, and a client must not take it for an ended session), counted against guessing with a
 *   stolen token (createPasswordCheckLimiter: 10 per 15 minutes, then 429).
 * - `POST /api/admin/sessions/revoke`: "sign out everywhere". It answers a fresh token rather than
 *   204 because an owner who signs out everywhere means the other browsers and devices (a lost
 *   phone, a shared computer): the tab that asked stays signed in, the way "sign out of all other
 *   sessions" works elsewhere, and Logout is there for this one.
 */
export function accountRoutes({ db, config, tokens }: AppDeps): Router {
  const limiter = createPasswordCheckLimiter(db, config.database);
  const router = new Router();

  router.post('/api/admin/password', requireAdmin(tokens), jsonBody(BODY_LIMITS.passwordChange), async (ctx) => {
    const { current, next } = parseInput(passwordChangeRequestSchema, ctx.request.body);
    const attempt = await limiter.begin();
    const storedHash = await readPasswordHash(db.knex);
    if (storedHash === undefined || !(await verifyPassword(storedHash, current))) {
      await attempt.failed();
      throw new ForbiddenError(WRONG_CURRENT_PASSWORD_MESSAGE);
    }
    await attempt.succeeded();
    const hashed = await hashPassword(next);
    const generation = await db.knex.transaction(async (trx) => {
      await storePasswordHash(trx, hashed);
      return revokeAllTokens(trx);
    });
    answerToken(ctx, tokens.issue(generation));
  });

  router.post('/api/admin/sessions/revoke', requireAdmin(tokens), async (ctx) => {
    answerToken(ctx, tokens.issue(await revokeAllTokens(db.knex)));
  });

  return router;
}
