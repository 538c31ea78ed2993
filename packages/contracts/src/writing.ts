import './zodSetup';
import * as z from 'zod/mini';
import { actionUnionOptions, isoDateSchema, noControlCharacters, objectError, requiredOr, slugSchema, textSchema } from './primitives';

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

/** `GET /api/writing/{slug}`: the whole post; `content` is Markdown. */
export const writingPostSchema = z.extend(writingListItemSchema, { content: z.string() });
export type WritingPost = z.infer<typeof writingPostSchema>;

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
});

/** Any subset of the fields; the slug never changes, even when the title does. */
export const writingUpdateSchema = z.partial(
  z.strictObject(
    { title: textSchema(200), date: isoDateSchema, kind: kindSchema, content: contentSchema },
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
export type WritingInput = Omit<z.output<typeof writingAddSchema>, 'action'>;

export const writingAnswerSchema = z.object({ post: writingPostSchema });
export const writingRemovedSchema = z.object({ removed: z.object({ slug: z.string() }) });
export const writingAdminResponseSchema = z.union([writingAnswerSchema, writingRemovedSchema]);
export type WritingAdminResponse = z.infer<typeof writingAdminResponseSchema>;
