import './zodSetup';
import * as z from 'zod/mini';
import { actionUnionOptions, draftFlagSchema, draftInputSchema, isoDateSchema, noControlCharacters, objectError, requiredOr, slugSchema, textSchema } from './primitives';

export const DEFAULT_WRITING_KIND = 'essay';
export const WRITING_CONTENT_MAX = 200_000;

/** A list entry of `GET /api/writing`. */
export const writingListItemSchema = z.object({
  slug: z.string(),
  title: z.string(),
  date: z.string(),
  kind: z.string(),
});
export type WritingListItem = z.infer<typeof writingListItemSchema>;

/** `GET /api/writing`: newest date first (ties by slug); `total` counts every post. */
export const writingListResponseSchema = z.object({
  items: z.array(writingListItemSchema),
  total: z.int().check(z.nonnegative()),
});
export type WritingListResponse = z.infer<typeof writingListResponseSchema>;

/**
 * One run of a highlighted code block: its token's class (highlight.js's scope without `hljs-`,
 * e.g. `keyword`, `title.function`), or null for plain text; and its text.
 */
export const codeRunSchema = z.tuple([z.nullable(z.string()), z.string()]);
export type CodeRun = z.infer<typeof codeRunSchema>;

/**
 * A post's highlighted code, computed by the server: one entry per code block of `content` in
 * document order (GitHub-flavoured Markdown, depth first), its runs — whose texts joined are the
 * block's text — or null when the block is not highlighted (no language, or one not known).
 */
export const codeHighlightsSchema = z.array(z.nullable(z.array(codeRunSchema)));
export type CodeHighlights = z.infer<typeof codeHighlightsSchema>;

/**
 * `GET /api/writing/{slug}`: the whole post; `content` is Markdown. `highlights` is there only when
 * at least one code block is highlighted (so a post without one reads exactly as before).
 */
export const writingPostSchema = z.extend(writingListItemSchema, { content: z.string(), highlights: z.optional(codeHighlightsSchema) });
export type WritingPost = z.infer<typeof writingPostSchema>;

/**
 * The owner's list (`GET /api/writing` with the owner's bearer token): drafts too, each item with
 * `draft`; `total` counts drafts too. A visitor's answer never carries `draft`.
 */
export const writingAdminListItemSchema = z.extend(writingListItemSchema, { draft: draftFlagSchema });
export type WritingAdminListItem = z.infer<typeof writingAdminListItemSchema>;
export const writingAdminListResponseSchema = z.object({
  items: z.array(writingAdminListItemSchema),
  total: z.int().check(z.nonnegative()),
});
export type WritingAdminListResponse = z.infer<typeof writingAdminListResponseSchema>;

/** A post as the owner reads it (`GET /api/writing/{slug}` with the token, and every admin answer): with `draft`. */
export const writingAdminPostSchema = z.extend(writingPostSchema, { draft: draftFlagSchema });
export type WritingAdminPost = z.infer<typeof writingAdminPostSchema>;

function wholeNumber(min: number, max: number, message: string) {
  return z.pipe(
    z.pipe(z.string({ error: message }).check(z.regex(/^\d{1,9}$/, { error: message })), z.transform(Number)),
    z.number().check(z.gte(min, { error: message }), z.lte(max, { error: message })),
  );
}

/** Query of `GET /api/writing`: limit 1–100 (default 10), offset ≥ 0 (default 0). Other parameters are ignored. */
export const writingListQuerySchema = z.object({
  limit: z._default(wholeNumber(1, 100, 'must be a whole number from 1 to 100'), 10),
  offset: z._default(wholeNumber(0, 999_999_999, 'must be a whole number, 0 or more'), 0),
});
export type WritingListQuery = z.infer<typeof writingListQuerySchema>;

/** Free text such as essay, note or review; missing or blank means `essay`. */
const kindSchema = z.pipe(
  z.optional(z.union([textSchema(40, 0), z.null()], { error: 'must be text' })),
  z.transform((value: string | null | undefined) => (value ? value : DEFAULT_WRITING_KIND)),
);

const contentSchema = z
  .string({ error: requiredOr('must be text') })
  .check(
    z.maxLength(WRITING_CONTENT_MAX, { error: `must be at most ${WRITING_CONTENT_MAX} characters` }),
    noControlCharacters('multiline'),
  );

export const writingAddSchema = z.strictObject({
  action: z.literal('add'),
  title: textSchema(200),
  date: isoDateSchema,
  kind: kindSchema,
  content: z._default(contentSchema, ''),
  /** Shown to the owner only until published; false when left out. */
  draft: z._default(draftInputSchema, false),
});

/** Any subset of the fields; the slug never changes, even when the title does. */
export const writingUpdateSchema = z.partial(
  z.strictObject(
    { title: textSchema(200), date: isoDateSchema, kind: kindSchema, content: contentSchema, draft: draftInputSchema },
    { error: objectError('must be an object of the fields to change') },
  ),
);
export type WritingUpdate = z.infer<typeof writingUpdateSchema>;

export const writingEditSchema = z.strictObject({ action: z.literal('edit'), slug: slugSchema, update: writingUpdateSchema });

export const writingRemoveSchema = z.strictObject({ action: z.literal('remove'), slug: slugSchema });

/** Body of `POST /api/admin/writing`. */
export const writingAdminRequestSchema = z.discriminatedUnion(
  'action',
  [writingAddSchema, writingEditSchema, writingRemoveSchema],
  actionUnionOptions,
);
export type WritingAdminRequest = z.input<typeof writingAdminRequestSchema>;
/** A new post's fields, as an add stores them; `draft` may be left out (published), as in the body. */
export type WritingInput = Omit<z.output<typeof writingAddSchema>, 'action' | 'draft'> & { readonly draft?: boolean };

export const writingAnswerSchema = z.object({ post: writingAdminPostSchema });
export const writingRemovedSchema = z.object({ removed: z.object({ slug: z.string() }) });
export const writingAdminResponseSchema = z.union([writingAnswerSchema, writingRemovedSchema]);
export type WritingAdminResponse = z.infer<typeof writingAdminResponseSchema>;
