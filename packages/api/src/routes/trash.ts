import Router from '@koa/router';
import { trashIdParamSchema, type TrashListResponse, type TrashRestoreResponse } from '@portfolio/contracts/history';
import type { AppDeps } from '../appDeps';
import { requireAdmin } from '../auth/requireAdmin';
import { NotFoundError } from '../http/errors';
import { parseInput } from '../http/validate';
import { deleteFromTrash, listTrash, restoreFromTrash } from '../history/trash';

/**
 * The owner's trash (bearer token; deletes put items there, src/history/trash.ts), kept 30 days;
 * expired entries are purged lazily, by each delete, each list and each restore:
 * - `GET /api/admin/trash` → 200 `{ items: [{ id, kind, key, title, deletedAt, expiresAt }] }`,
 *   newest delete first.
 * - `POST /api/admin/trash/{id}/restore` (no body) → 200 `{ restored: { kind, key, previousKey,
 *   title }, message }`: the item is back (an art entry with its review post, a project with its
 *   images, each with its history) under its own key, or a fresh one when another item took it
 *   meanwhile (`previousKey` names the old one; the message says "Restored post as my-post-2
 *   (my-post was taken)"). 404 when there is no such entry (restored already, or expired).
 * - `DELETE /api/admin/trash/{id}` → 204: deleted for good, with its history ("Delete forever"); 404
 *   when there is no such entry.
 * An image a trashed item shows counts as in use (`Image still in use by trashed post my-post`): the
 * media library will not delete it, so a restore never brings back a broken image. Deleting the
 * item forever frees it.
 */
export function trashRoutes({ db, tokens }: AppDeps): Router {
  const router = new Router();

  router.get('/api/admin/trash', requireAdmin(tokens), async (ctx) => {
    const body: TrashListResponse = { items: await listTrash(db.knex) };
    ctx.body = body;
  });

  router.post('/api/admin/trash/:id/restore', requireAdmin(tokens), async (ctx) => {
    const { id } = parseInput(trashIdParamSchema, ctx.params);
    const body: TrashRestoreResponse | undefined = await restoreFromTrash(db.knex, id);
    if (!body) throw new NotFoundError('Trash entry not found');
    ctx.body = body;
  });

  router.delete('/api/admin/trash/:id', requireAdmin(tokens), async (ctx) => {
    const { id } = parseInput(trashIdParamSchema, ctx.params);
    if (!(await deleteFromTrash(db.knex, id))) throw new NotFoundError('Trash entry not found');
    ctx.status = 204;
  });

  return router;
}
