import Router from '@koa/router';
import { INVALID_PASSWORD_MESSAGE, type LoginResponse, loginRequestSchema } from '@portfolio/contracts/auth';
import type { AppDeps } from '../app';
import { clientKey, createLoginLimiter } from '../auth/loginLimiter';
import { verifyPassword } from '../auth/passwordHash';
import { readPasswordHash } from '../auth/secrets';
import { UnauthorizedError } from '../http/errors';
import { parseInput } from '../http/validate';

/** `POST /api/login`: the owner's password for a bearer token, with failed attempts limited. */
export function authRoutes({ db, config, tokens }: AppDeps): Router {
  const limiter = createLoginLimiter(db, config.database);
  const router = new Router();

  router.post('/api/login', async (ctx) => {
    const { password } = parseInput(loginRequestSchema, ctx.request.body);
    const client = clientKey(ctx.ip);
    await limiter.begin(client);

    const storedHash = await readPasswordHash(db.knex);
    const valid = storedHash !== undefined && (await verifyPassword(storedHash, password));
    if (!valid) {
      await limiter.failed(client);
      throw new UnauthorizedError(INVALID_PASSWORD_MESSAGE);
    }

    await limiter.succeeded(client);
    const body: LoginResponse = { token: tokens.issue() };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });

  return router;
}
