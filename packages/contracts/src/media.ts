import './zodSetup';
import * as z from 'zod/mini';
import { MEDIA_ALT_MAX } from './mediaFiles';
import { textSchema } from './primitives';

export * from './mediaFiles';

export const mediaVariantSchema = z.object({
  url: z.string(),
  width: z.number(),
  type: z.string(),
});

/** An uploaded image, as `POST /api/admin/media` answers it (201) and the media list carries it. */
export const mediaSchema = z.object({
  id: z.string(),
  /** The default file: the largest width ≤ MEDIA_DEFAULT_MAX_WIDTH in the image's family. */
  url: z.string(),
  width: z.number(),
  height: z.number(),
  /** The default file's content type (`image/jpeg` or `image/png`). */
  type: z.string(),
  alt: z.string(),
  variants: z.array(mediaVariantSchema),
});
export type Media = z.infer<typeof mediaSchema>;

export const mediaResponseSchema = z.object({ media: mediaSchema });
export type MediaResponse = z.infer<typeof mediaResponseSchema>;

/** `GET /api/admin/media`: every image, newest first, each saying whether a project, cover, post or the config still shows it. */
export const mediaListItemSchema = z.extend(mediaSchema, { referenced: z.boolean(), bytes: z.number(), createdAt: z.string() });
export type MediaListItem = z.infer<typeof mediaListItemSchema>;
export const mediaListResponseSchema = z.object({ media: z.array(mediaListItemSchema) });
export type MediaListResponse = z.infer<typeof mediaListResponseSchema>;

/** The text fields sent with the file (strict: only `alt`, which may be left out: `""`). */
export const mediaUploadFieldsSchema = z.strictObject({
  alt: z._default(z.optional(textSchema(MEDIA_ALT_MAX, 0)), ''),
});
export type MediaUploadFields = z.infer<typeof mediaUploadFieldsSchema>;
