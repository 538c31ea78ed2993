import './zodSetup';
import * as z from 'zod/mini';
import { oneOf, requiredOr, slugSchema } from './primitives';

/**
 * Revision history and trash. Every save of a post, project, art entry or the site config
 * keeps the version it replaces (HISTORY_MAX_VERSIONS per item, the oldest dropped); a delete moves
 * the item (an art entry with its review post, a project with its image list) to a trash kept
 * TRASH_KEEP_DAYS days. Only the owner reads or restores either (bearer token):
 *
 * - `GET /api/admin/history/{kind}/{key}` → HistoryListResponse, newest first
 * - `GET /api/admin/history/{kind}/{key}/{revisionId}` → HistoryVersionTextResponse: one version as text, beside the current
 * - `POST /api/admin/history/{kind}/{key}/restore` with HistoryRestoreRequest → HistoryRestoreResponse
 * - `GET /api/admin/trash` → TrashListResponse, newest first
 * - `POST /api/admin/trash/{id}/restore` (no body) → TrashRestoreResponse
 * - `DELETE /api/admin/trash/{id}` → 204: gone for good, with its history
 *
 * An image a trashed item shows counts as in use: the media library refuses to delete it until the
 * item is restored, deleted forever, or expired.
 */

export const HISTORY_KINDS = ['post', 'project', 'art', 'config'] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];
/** What a delete can put in the trash (the config is never deleted). */
export const TRASH_KINDS = ['post', 'project', 'art'] as const;
export type TrashKind = (typeof TRASH_KINDS)[number];

/** Versions kept per item; a save past it drops the oldest. */
export const HISTORY_MAX_VERSIONS = 25;
/** Days a deleted item stays restorable. */
export const TRASH_KEEP_DAYS = 30;
/** The config's key in history paths: `/api/admin/history/config/site`. */
export const CONFIG_HISTORY_KEY = 'site';

/** The path parameters of the history calls: a kind and the item's id or slug (`site` for the config). */
export const historyParamsSchema = z.object({ kind: oneOf(HISTORY_KINDS), key: slugSchema });
export type HistoryParams = z.infer<typeof historyParamsSchema>;

/**
 * One earlier version: `savedAt` is when a later save replaced it (ISO 8601, UTC), `summary` a short
 * description (title and size) to tell versions apart.
 */
export const historyVersionSchema = z.object({
  id: z.int().check(z.positive()),
  savedAt: z.string(),
  summary: z.string(),
});
export type HistoryVersion = z.infer<typeof historyVersionSchema>;

export const historyListResponseSchema = z.object({
  kind: z.enum(HISTORY_KINDS),
  key: z.string(),
  versions: z.array(historyVersionSchema),
});
export type HistoryListResponse = z.infer<typeof historyListResponseSchema>;

/** The path parameters of one version: the item's, and the version's `id` (digits only). */
export const historyVersionParamsSchema = z.object({
  ...historyParamsSchema.shape,
  revisionId: z.pipe(
    z.string({ error: 'must be a whole number' }).check(z.regex(/^[1-9]\d{0,14}$/, { error: 'must be a whole number' })),
    z.transform(Number),
  ),
});

/**
 * One version as the owner reads it before restoring it: its fields written out as text (`title:
 * …` lines, then the long texts in full), and the current item written out the same way, to be
 * compared line by line.
 */
export const historyVersionTextResponseSchema = z.object({
  version: historyVersionSchema,
  text: z.string(),
  current: z.string(),
});
export type HistoryVersionTextResponse = z.infer<typeof historyVersionTextResponseSchema>;

const positiveId = z.int({ error: requiredOr('must be a whole number') }).check(z.positive({ error: 'must be a whole number' }));

/** Body of the history restore: which version (an `id` from the list) becomes current again. */
export const historyRestoreRequestSchema = z.strictObject({ revisionId: positiveId });
export type HistoryRestoreRequest = z.infer<typeof historyRestoreRequestSchema>;

/** The restore is itself a save: the version it replaced is now the newest in the list. */
export const historyRestoreResponseSchema = z.object({
  restored: z.object({ kind: z.enum(HISTORY_KINDS), key: z.string(), revisionId: z.int() }),
  message: z.string(),
});
export type HistoryRestoreResponse = z.infer<typeof historyRestoreResponseSchema>;

/** One deleted item: `expiresAt` is when it is purged (TRASH_KEEP_DAYS after `deletedAt`). */
export const trashItemSchema = z.object({
  id: z.int().check(z.positive()),
  kind: z.enum(TRASH_KINDS),
  key: z.string(),
  title: z.string(),
  deletedAt: z.string(),
  expiresAt: z.string(),
});
export type TrashItem = z.infer<typeof trashItemSchema>;

export const trashListResponseSchema = z.object({ items: z.array(trashItemSchema) });
export type TrashListResponse = z.infer<typeof trashListResponseSchema>;

/** The `{id}` of `POST /api/admin/trash/{id}/restore`: digits only. */
export const trashIdParamSchema = z.object({
  id: z.pipe(
    z.string({ error: 'must be a whole number' }).check(z.regex(/^[1-9]\d{0,14}$/, { error: 'must be a whole number' })),
    z.transform(Number),
  ),
});

/**
 * The item is back under `key`: its own id or slug, or a fresh one when another item took it
 * meanwhile (`previousKey` then names the old one, and `message` says so).
 */
export const trashRestoreResponseSchema = z.object({
  restored: z.object({ kind: z.enum(TRASH_KINDS), key: z.string(), previousKey: z.nullable(z.string()), title: z.string() }),
  message: z.string(),
});
export type TrashRestoreResponse = z.infer<typeof trashRestoreResponseSchema>;

/** Days left before a trashed item is purged, rounded up (1 on its last day), 0 once past; as the admin shows it. */
export function trashDaysLeft(expiresAt: string, now: Date): number {
  const left = Date.parse(expiresAt) - now.getTime();
  return Number.isNaN(left) || left <= 0 ? 0 : Math.ceil(left / 86_400_000);
}
