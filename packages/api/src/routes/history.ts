import Router from '@koa/router';
import {
  type HistoryKind,
  type HistoryListResponse,
  historyParamsSchema,
  historyRestoreRequestSchema,
  type HistoryRestoreResponse,
  historyVersionParamsSchema,
} from '@portfolio/contracts/history';
import type { AppDeps } from '../appDeps';
import { requireAdmin } from '../auth/requireAdmin';
import { BODY_LIMITS } from '../http/bodyLimits';
import { NotFoundError } from '../http/errors';
import { jsonBody } from '../http/jsonBody';
import { parseInput } from '../http/validate';
import { listRevisions, readRevisionText, restoreRevision } from '../history/revisions';

/** The 404 each kind answers elsewhere, for an item that is not there (a deleted one is in the trash). */
const ITEM_NOT_FOUND: Readonly<Record<HistoryKind, string>> = {
  post: 'Post not found',
  project: 'Project not found',
  art: 'Art entry not found',
  config: 'The site config has not been saved yet',
};

/**
 * The owner's revision history (bearer token; src/history/revisions.ts keeps a version on every save):
 * - `GET /api/admin/history/{kind}/{key}` → 200 `{ kind, key, versions: [{ id, savedAt, summary }] }`,
 *   newest first (`kind` post, project, art or config; `key` the slug or id, `site` for the config;
 *   an item with no history, or none at all, has no versions).
 * - `POST /api/admin/history/{kind}/{key}/restore` with `{ revisionId }` → 200 `{ restored: { kind,
 *   key, revisionId }, message }`; the restore is a save, so the version it replaced heads the list.
 *   404 when the item is not there (restore a deleted one from the trash first) or the id is not one
 *   of its versions; 400 for a bad kind, key or body.
 * - `GET /api/admin/history/{kind}/{key}/{revisionId}` → 200 `{ version: { id, savedAt, summary },
 *   text, current }`: the version and the item as it is now, each written out as text (one field a
 *   line, long texts and lists under their label), for the owner to read and compare before a
 *   restore; 404 as for a restore.
 */
export function historyRoutes({ db, tokens }: AppDeps): Router {
  const router = new Router();

  router.get('/api/admin/history/:kind/:key', requireAdmin(tokens), async (ctx) => {
    const { kind, key } = parseInput(historyParamsSchema, ctx.params);
    const body: HistoryListResponse = { kind, key, versions: await listRevisions(db.knex, kind, key) };
    ctx.body = body;
  });

  router.get('/api/admin/history/:kind/:key/:revisionId', requireAdmin(tokens), async (ctx) => {
    const { kind, key, revisionId } = parseInput(historyVersionParamsSchema, ctx.params);
    const result = await readRevisionText(db.knex, kind, key, revisionId);
    if (result.outcome === 'no-item') throw new NotFoundError(ITEM_NOT_FOUND[kind]);
    if (result.outcome === 'no-revision') throw new NotFoundError('Version not found');
    ctx.body = result.answer;
  });

  // `{ revisionId }` is small: the cover call's limit is plenty.
  router.post('/api/admin/history/:kind/:key/restore', requireAdmin(tokens), jsonBody(BODY_LIMITS.cover), async (ctx) => {
    const { kind, key } = parseInput(historyParamsSchema, ctx.params);
    const { revisionId } = parseInput(historyRestoreRequestSchema, ctx.request.body);
    const result = await restoreRevision(db.knex, kind, key, revisionId);
    if (result.outcome === 'no-item') throw new NotFoundError(ITEM_NOT_FOUND[kind]);
    if (result.outcome === 'no-revision') throw new NotFoundError('Version not found');
    const body: HistoryRestoreResponse = { restored: { kind, key, revisionId }, message: result.message };
    ctx.body = body;
  });

  return router;
}
