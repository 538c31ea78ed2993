import Router from '@koa/router';
import { INVALID_PASSWORD_MESSAGE, type LoginResponse, loginRequestSchema } from '@portfolio/contracts/auth';
import type { AppDeps } from '../appDeps';
import { clientKey } from '../auth/clientKey';
import { createDeviceCookies, DEVICE_COOKIE_KEY_PURPOSE } from '../auth/deviceCookie';
import { createLoginLimiter } from '../auth/loginLimiter';
import { verifyPassword } from '../auth/passwordHash';
import { readPasswordHash } from '../auth/secrets';
import { BODY_LIMITS } from '../http/bodyLimits';
import { UnauthorizedError } from '../http/errors';
import { jsonBody } from '../http/jsonBody';
import { parseInput } from '../http/validate';

/**
 * `POST /api/login`: the owner's password for a bearer token, with failed attempts limited; a
 * browser that logged in before is limited on its own count (its device cookie).
 */
export function authRoutes({ db, config, tokens }: AppDeps): Router {
  const limiter = createLoginLimiter(db, config.database);
  const devices = createDeviceCookies(tokens.keyFor(DEVICE_COOKIE_KEY_PURPOSE));
  const router = new Router();

  router.post('/api/login', jsonBody(BODY_LIMITS.login), async (ctx) => {
    const { password } = parseInput(loginRequestSchema, ctx.request.body);
    const device = devices.read(ctx);
    const attempt = await limiter.begin(device ? { device } : { client: clientKey(ctx.ip) });

    const storedHash = await readPasswordHash(db.knex);
    const valid = storedHash !== undefined && (await verifyPassword(storedHash, password));
    if (!valid) {
      await attempt.failed();
      throw new UnauthorizedError(INVALID_PASSWORD_MESSAGE);
    }

    await attempt.succeeded();
    devices.issue(ctx, device);
    const body: LoginResponse = { token: await tokens.issueCurrent() };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });

  return router;
}
