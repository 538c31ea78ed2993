import './zodSetup';
import * as z from 'zod/mini';
import { MEDIA_ALT_MAX } from './media';
import {
  actionUnionOptions,
  draftFlagSchema,
  draftInputSchema,
  httpUrlSchema,
  imageUrlSchema,
  isoDateSchema,
  multilineTextSchema,
  objectError,
  oneOf,
  requiredOr,
  slugSchema,
  textSchema,
} from './primitives';

export const PROJECT_TYPES = ['software', 'hardware'] as const;
export const PROJECT_STATUSES = ['completed', 'in-progress', 'planned'] as const;

export const projectTypeSchema = oneOf(PROJECT_TYPES);
export const projectStatusSchema = oneOf(PROJECT_STATUSES);

export type ProjectType = z.infer<typeof projectTypeSchema>;
export type ProjectStatus = z.infer<typeof projectStatusSchema>;

/** A project as every answer carries it. `id` is a slug made from the first title and never changes. */
export const projectSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  tech: z.array(z.string()),
  type: z.enum(PROJECT_TYPES),
  date: z.string(),
  status: z.enum(PROJECT_STATUSES),
  github: z.nullable(z.string()),
  demo: z.nullable(z.string()),
  images: z.array(z.string()),
  /** The alt text of each image, in the order of `images`; shorter means no alt text for the rest (`[]` from an older server). */
  imageAlts: z._default(z.array(z.string()), []),
});
export type Project = z.infer<typeof projectSchema>;

/** A project as the owner reads it (`GET /api/projects` with the owner's bearer token, and every admin answer): with `draft`. */
export const projectAdminSchema = z.extend(projectSchema, { draft: draftFlagSchema });
export type ProjectAdmin = z.infer<typeof projectAdminSchema>;

/** `GET /api/projects`: newest date first (ties by id). */
export const projectsResponseSchema = z.object({ projects: z.array(projectSchema) });
export type ProjectsResponse = z.infer<typeof projectsResponseSchema>;

/** `GET /api/projects` with the owner's bearer token: drafts too, each project with `draft`. */
export const projectsAdminResponseSchema = z.object({ projects: z.array(projectAdminSchema) });
export type ProjectsAdminResponse = z.infer<typeof projectsAdminResponseSchema>;

/** Query of `GET /api/projects`: each filter is one value or `all` (the default). Other parameters are ignored. */
export const projectsQuerySchema = z.object({
  type: z._default(z.enum([...PROJECT_TYPES, 'all'], { error: 'must be one of software, hardware, all' }), 'all'),
  status: z._default(z.enum([...PROJECT_STATUSES, 'all'], { error: 'must be one of completed, in-progress, planned, all' }), 'all'),
});
export type ProjectsQuery = z.infer<typeof projectsQuerySchema>;

export const TECH_MAX_ITEMS = 50;
export const IMAGES_MAX_ITEMS = 30;
/** The longest alt text of a project image: the same as an uploaded image's. */
export const IMAGE_ALT_MAX = MEDIA_ALT_MAX;

/**
 * Why `alts` alt texts cannot go with `images` images, or undefined when they can: one alt text
 * per image at most (fewer leaves the last images without one). The message follows `imageAlts: `.
 */
export function imageAltsProblem(alts: number, images: number): string | undefined {
  return alts > images ? `must hold at most one entry per image (${alts} for ${images} image${images === 1 ? '' : 's'})` : undefined;
}

/** Refuses a body whose `imageAlts` outnumber its `images` (when it holds both). */
const imageAltsFitImages = z.superRefine((value: { images?: readonly string[]; imageAlts?: readonly string[] }, ctx) => {
  if (!Array.isArray(value.images) || !Array.isArray(value.imageAlts)) return;
  const message = imageAltsProblem(value.imageAlts.length, value.images.length);
  if (message) ctx.issues.push({ code: 'custom', path: ['imageAlts'], message, input: value.imageAlts });
});

const linkSchema = z.nullable(httpUrlSchema);

/** The editable fields. Optional ones default on add: type software, status in-progress, lists empty, links null, not a draft. */
const projectFields = {
  title: textSchema(200),
  description: multilineTextSchema(20_000),
  tech: z
    .array(textSchema(60), { error: requiredOr('must be a list of strings') })
    .check(z.maxLength(TECH_MAX_ITEMS, { error: `must hold at most ${TECH_MAX_ITEMS} items` })),
  type: projectTypeSchema,
  date: isoDateSchema,
  status: projectStatusSchema,
  github: linkSchema,
  demo: linkSchema,
  images: z
    .array(imageUrlSchema, { error: requiredOr('must be a list of URLs') })
    .check(z.maxLength(IMAGES_MAX_ITEMS, { error: `must hold at most ${IMAGES_MAX_ITEMS} items` })),
  /** `""` is an image without alt text, so a later image can have one. */
  imageAlts: z
    .array(textSchema(IMAGE_ALT_MAX, 0), { error: requiredOr('must be a list of strings') })
    .check(z.maxLength(IMAGES_MAX_ITEMS, { error: `must hold at most ${IMAGES_MAX_ITEMS} items` })),
  /** Shown to the owner only until published. */
  draft: draftInputSchema,
};

export const projectAddSchema = z.strictObject({
  action: z.literal('add'),
  title: projectFields.title,
  description: projectFields.description,
  date: projectFields.date,
  tech: z._default(projectFields.tech, []),
  type: z._default(projectFields.type, 'software'),
  status: z._default(projectFields.status, 'in-progress'),
  github: z._default(linkSchema, null),
  demo: z._default(linkSchema, null),
  images: z._default(projectFields.images, []),
  imageAlts: z._default(projectFields.imageAlts, []),
  draft: z._default(projectFields.draft, false),
}).check(imageAltsFitImages);

/**
 * Any subset of the fields; those left out keep their value. `imageAlts` without `images` must fit
 * the stored images; `images` without `imageAlts` keeps the stored alt texts, cut to the new count.
 */
export const projectUpdateSchema = z
  .partial(z.strictObject(projectFields, { error: objectError('must be an object of the fields to change') }))
  .check(imageAltsFitImages);
export type ProjectUpdate = z.infer<typeof projectUpdateSchema>;

export const projectEditSchema = z.strictObject({ action: z.literal('edit'), id: slugSchema, update: projectUpdateSchema });

export const projectRemoveSchema = z.strictObject({ action: z.literal('remove'), id: slugSchema });

/** Body of `POST /api/admin/projects`. */
export const projectAdminRequestSchema = z.discriminatedUnion(
  'action',
  [projectAddSchema, projectEditSchema, projectRemoveSchema],
  actionUnionOptions,
);
export type ProjectAdminRequest = z.input<typeof projectAdminRequestSchema>;
/** A new project's fields, as an add stores them; `imageAlts` and `draft` may be left out (none, published), as in the body. */
export type ProjectInput = Omit<z.output<typeof projectAddSchema>, 'action' | 'imageAlts' | 'draft'> & { readonly imageAlts?: string[]; readonly draft?: boolean };

/** Answer of add and edit. */
export const projectAnswerSchema = z.object({ project: projectAdminSchema });
/** Answer of remove. */
export const projectRemovedSchema = z.object({ removed: z.object({ id: z.string() }) });
export const projectAdminResponseSchema = z.union([projectAnswerSchema, projectRemovedSchema]);
export type ProjectAdminResponse = z.infer<typeof projectAdminResponseSchema>;
