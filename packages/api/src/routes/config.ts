import Router from '@koa/router';
import { type SaveSiteConfigResponse, type SiteConfig, siteConfigInputSchema } from '@portfolio/contracts/config';
import type { AppDeps } from '../appDeps';
import { requireAdmin } from '../auth/requireAdmin';
import { BODY_LIMITS } from '../http/bodyLimits';
import { jsonBody } from '../http/jsonBody';
import { parseInput } from '../http/validate';
import { readSiteConfig, saveSiteConfig } from '../repositories/siteConfigRepository';

/**
 * `GET /api/config` for everyone; `POST /api/admin/config` replaces the config (a field the body
 * may leave out, such as `ownerName`, keeps its stored value).
 */
export function configRoutes({ db, tokens }: AppDeps): Router {
  const router = new Router();

  router.get('/api/config', async (ctx) => {
    const body: SiteConfig = await readSiteConfig(db.knex);
    ctx.body = body;
  });

  router.post('/api/admin/config', requireAdmin(tokens), jsonBody(BODY_LIMITS.admin), async (ctx) => {
    const config = parseInput(siteConfigInputSchema, ctx.request.body);
    const body: SaveSiteConfigResponse = { config: await saveSiteConfig(db.knex, config) };
    ctx.body = body;
  });

  return router;
}
