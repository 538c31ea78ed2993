import Router from '@koa/router';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '@portfolio/contracts/primitives';
import {
  type WritingAdminListResponse,
  type WritingAdminPost,
  type WritingAdminResponse,
  writingAdminRequestSchema,
  type WritingListResponse,
  writingListQuerySchema,
  type WritingPost,
} from '@portfolio/contracts/writing';
import type { AppDeps } from '../appDeps';
import { markOwnerAnswer } from '../auth/ownerRead';
import { isOwnerRequest, requireAdmin } from '../auth/requireAdmin';
import { BODY_LIMITS } from '../http/bodyLimits';
import { NotFoundError } from '../http/errors';
import { jsonBody } from '../http/jsonBody';
import { parseInput } from '../http/validate';
import { withHighlights } from '../markdown/codeHighlights';
import { addPost, findPost, findPublishedPost, listPosts, listPostsWithDrafts, removePost, updatePost } from '../repositories/writingRepository';

const notFound = () => new NotFoundError('Post not found');

/**
 * Public list and post reads; `POST /api/admin/writing` adds, edits or removes a post.
 *
 * Drafts: a visitor's read never sees one (`GET /api/writing/{slug}` of a draft is the 404 of a
 * missing post) and never carries `draft`. The same reads with the owner's valid
 * `Authorization: Bearer <token>` include drafts, every item and post with `draft: true|false`
 * (`total` counting drafts too), answered `Cache-Control: private, no-store`. A missing, expired or
 * revoked token gets the visitors' answer, never a 401.
 */
export function writingRoutes({ db, tokens }: AppDeps): Router {
  const router = new Router();

  router.get('/api/writing', async (ctx) => {
    const page = parseInput(writingListQuerySchema, ctx.query);
    if (await isOwnerRequest(ctx, tokens)) {
      const body: WritingAdminListResponse = await listPostsWithDrafts(db.knex, page);
      markOwnerAnswer(ctx);
      ctx.body = body;
      return;
    }
    const body: WritingListResponse = await listPosts(db.knex, page);
    ctx.body = body;
  });

  // A slug that could never exist (uppercase, spaces, `../..`) is simply not found.
  router.get('/api/writing/:slug', async (ctx) => {
    const { slug } = ctx.params;
    if (!slug || slug.length > SLUG_MAX_LENGTH || !SLUG_PATTERN.test(slug)) throw notFound();
    const owner = await isOwnerRequest(ctx, tokens);
    const post: WritingPost | WritingAdminPost | undefined = owner ? await findPost(db.knex, slug) : await findPublishedPost(db.knex, slug);
    if (!post) throw notFound();
    if (owner) markOwnerAnswer(ctx);
    ctx.body = withHighlights(post);
  });

  router.post('/api/admin/writing', requireAdmin(tokens), jsonBody(BODY_LIMITS.admin), async (ctx) => {
    const request = parseInput(writingAdminRequestSchema, ctx.request.body);
    let body: WritingAdminResponse;
    switch (request.action) {
      case 'add': {
        const { action: _action, ...input } = request;
        body = { post: await addPost(db.knex, input) };
        ctx.status = 201;
        break;
      }
      case 'edit': {
        const post = await updatePost(db.knex, request.slug, request.update);
        if (!post) throw notFound();
        body = { post };
        break;
      }
      case 'remove':
        if (!(await removePost(db.knex, request.slug))) throw notFound();
        body = { removed: { slug: request.slug } };
        break;
    }
    ctx.body = body;
  });

  return router;
}
