import type { Context } from 'koa';

/**
 * Marks the owner's answer to a public read (drafts included, see `isOwnerRequest`): kept by no
 * cache, shared or the browser's. The read cache never stores a request carrying `Authorization` either.
 */
export function markOwnerAnswer(ctx: Context): void {
  ctx.set('Cache-Control', 'private, no-store');
  ctx.vary('Authorization');
}
