import './zodSetup';
import * as z from 'zod/mini';
import {
  actionUnionOptions,
  imageUrlSchema,
  isoDateSchema,
  noControlCharacters,
  objectError,
  oneOf,
  slugSchema,
  textSchema,
} from './primitives';
import { WRITING_CONTENT_MAX } from './writing';
import { ART_KINDS } from './artKinds';

export { ART_KINDS, type ArtKind, isArtKind } from './artKinds';
export const artKindSchema = oneOf(ART_KINDS);

/**
 * One art entry as the lists carry it. `id` and `slug` hold the same value: a slug made from the
 * first title, unique among entries and writing posts, never changed. `hasReview` says whether the
 * linked review (the writing post `/api/writing/{slug}`) exists.
 */
export const artItemSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  creator: z.string(),
  date: z.string(),
  hasReview: z.boolean(),
});
export type ArtItem = z.infer<typeof artItemSchema>;

export const artEntrySchema = z.extend(artItemSchema, { kind: z.enum(ART_KINDS) });
export type ArtEntry = z.infer<typeof artEntrySchema>;

export const artCategorySchema = z.object({
  currentCover: z.nullable(z.string()),
  items: z.array(artItemSchema),
});
export type ArtCategory = z.infer<typeof artCategorySchema>;

/** `GET /api/art`: every category with its cover and its items, newest date first (ties by slug). */
export const artResponseSchema = z.object({
  music: artCategorySchema,
  books: artCategorySchema,
  movies: artCategorySchema,
  shows: artCategorySchema,
});
export type ArtResponse = z.infer<typeof artResponseSchema>;

/** `GET /api/art?kind=all` (or one category, e.g. `?kind=books`): a flat list, newest date first. */
export const artItemsResponseSchema = z.object({ items: z.array(artEntrySchema) });
export type ArtItemsResponse = z.infer<typeof artItemsResponseSchema>;

/** Query of `GET /api/art`: no `kind` gives the grouped answer; `all` or a category the flat list. */
export const artQuerySchema = z.object({
  kind: z.optional(z.enum([...ART_KINDS, 'all'], { error: 'must be one of music, books, movies, shows, all' })),
});
export type ArtQuery = z.infer<typeof artQuerySchema>;

/** Body of `POST /api/art`: sets a category's cover, or clears it with `null`. */
export const artCoverRequestSchema = z.strictObject({ category: artKindSchema, currentCover: z.nullable(imageUrlSchema) });
export type ArtCoverRequest = z.infer<typeof artCoverRequestSchema>;
export const artCoverResponseSchema = z.object({ category: z.enum(ART_KINDS), currentCover: z.nullable(z.string()) });
export type ArtCoverResponse = z.infer<typeof artCoverResponseSchema>;

/** Review text; when present and not blank it creates or replaces the linked review post. */
const reviewSchema = z.optional(
  z.nullable(
    z
      .string({ error: 'must be text' })
      .check(
        z.maxLength(WRITING_CONTENT_MAX, { error: `must be at most ${WRITING_CONTENT_MAX} characters` }),
        noControlCharacters('multiline'),
      ),
  ),
);

const entryFields = {
  kind: artKindSchema,
  title: textSchema(200),
  creator: textSchema(200),
  date: isoDateSchema,
};

export const artAddSchema = z.strictObject({ action: z.literal('add'), ...entryFields, content: reviewSchema });

/** Any subset of the fields; the slug never changes, even when the title does. */
export const artUpdateSchema = z.partial(
  z.strictObject(entryFields, { error: objectError('must be an object of the fields to change') }),
);
export type ArtUpdate = z.infer<typeof artUpdateSchema>;

export const artEditSchema = z.strictObject({
  action: z.literal('edit'),
  id: slugSchema,
  update: z._default(artUpdateSchema, {}),
  content: reviewSchema,
});

export const artRemoveSchema = z.strictObject({ action: z.literal('remove'), id: slugSchema });

/** Body of `POST /api/admin/art`. */
export const artAdminRequestSchema = z.discriminatedUnion(
  'action',
  [artAddSchema, artEditSchema, artRemoveSchema],
  actionUnionOptions,
);
export type ArtAdminRequest = z.input<typeof artAdminRequestSchema>;
export type ArtInput = Omit<z.output<typeof artAddSchema>, 'action' | 'content'>;

export const artEntryAnswerSchema = z.object({ entry: artEntrySchema });
export const artRemovedSchema = z.object({ removed: z.object({ id: z.string(), review: z.boolean() }) });
export const artAdminResponseSchema = z.union([artEntryAnswerSchema, artRemovedSchema]);
export type ArtAdminResponse = z.infer<typeof artAdminResponseSchema>;
