import Router from '@koa/router';
import {
  type ArtAdminResponse,
  artAdminRequestSchema,
  type ArtCoverResponse,
  artCoverRequestSchema,
  type ArtItemsResponse,
  artQuerySchema,
  type ArtResponse,
} from '@portfolio/contracts/art';
import type { AppDeps } from '../appDeps';
import { requireAdmin } from '../auth/requireAdmin';
import { BODY_LIMITS } from '../http/bodyLimits';
import { NotFoundError } from '../http/errors';
import { jsonBody } from '../http/jsonBody';
import { parseInput } from '../http/validate';
import { addEntry, artByCategory, editEntry, listEntries, removeEntry, setCover } from '../repositories/artRepository';

const notFound = () => new NotFoundError('Art entry not found');

/** Public art reads; the cover call and `POST /api/admin/art` (add, edit, remove) need the owner's token. */
export function artRoutes({ db, tokens }: AppDeps): Router {
  const router = new Router();

  router.get('/api/art', async (ctx) => {
    const { kind } = parseInput(artQuerySchema, ctx.query);
    if (kind === undefined) {
      const body: ArtResponse = await artByCategory(db.knex);
      ctx.body = body;
      return;
    }
    const body: ArtItemsResponse = { items: await listEntries(db.knex, kind === 'all' ? undefined : kind) };
    ctx.body = body;
  });

  router.post('/api/art', requireAdmin(tokens), jsonBody(BODY_LIMITS.cover), async (ctx) => {
    const { category, currentCover } = parseInput(artCoverRequestSchema, ctx.request.body);
    await setCover(db.knex, category, currentCover);
    const body: ArtCoverResponse = { category, currentCover };
    ctx.body = body;
  });

  router.post('/api/admin/art', requireAdmin(tokens), jsonBody(BODY_LIMITS.admin), async (ctx) => {
    const request = parseInput(artAdminRequestSchema, ctx.request.body);
    let body: ArtAdminResponse;
    switch (request.action) {
      case 'add': {
        const { action: _action, content, ...input } = request;
        body = { entry: await addEntry(db.knex, input, content) };
        ctx.status = 201;
        break;
      }
      case 'edit': {
        const entry = await editEntry(db.knex, request.id, request.update, request.content);
        if (!entry) throw notFound();
        body = { entry };
        break;
      }
      case 'remove': {
        const removed = await removeEntry(db.knex, request.id);
        if (!removed) throw notFound();
        body = { removed: { id: request.id, review: removed.review } };
        break;
      }
    }
    ctx.body = body;
  });

  return router;
}
