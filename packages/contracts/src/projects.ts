import './zodSetup';
import { z } from 'zod';
import {
  actionUnionOptions,
  httpUrlSchema,
  imageUrlSchema,
  isoDateSchema,
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
  github: z.string().nullable(),
  demo: z.string().nullable(),
  images: z.array(z.string()),
});
export type Project = z.infer<typeof projectSchema>;

/** `GET /api/projects`: newest date first (ties by id). */
export const projectsResponseSchema = z.object({ projects: z.array(projectSchema) });
export type ProjectsResponse = z.infer<typeof projectsResponseSchema>;

/** Query of `GET /api/projects`: each filter is one value or `all` (the default). Other parameters are ignored. */
export const projectsQuerySchema = z.object({
  type: z.enum([...PROJECT_TYPES, 'all'], { error: 'must be one of software, hardware, all' }).default('all'),
  status: z
    .enum([...PROJECT_STATUSES, 'all'], { error: 'must be one of completed, in-progress, planned, all' })
    .default('all'),
});
export type ProjectsQuery = z.infer<typeof projectsQuerySchema>;

export const TECH_MAX_ITEMS = 50;
export const IMAGES_MAX_ITEMS = 30;

const linkSchema = httpUrlSchema.nullable();

/** The editable fields. Optional ones default on add: type software, status in-progress, lists empty, links null. */
const projectFields = {
  title: textSchema(200),
  description: textSchema(20_000),
  tech: z
    .array(textSchema(60), { error: requiredOr('must be a list of strings') })
    .max(TECH_MAX_ITEMS, { error: `must hold at most ${TECH_MAX_ITEMS} items` }),
  type: projectTypeSchema,
  date: isoDateSchema,
  status: projectStatusSchema,
  github: linkSchema,
  demo: linkSchema,
  images: z
    .array(imageUrlSchema, { error: requiredOr('must be a list of URLs') })
    .max(IMAGES_MAX_ITEMS, { error: `must hold at most ${IMAGES_MAX_ITEMS} items` }),
};

export const projectAddSchema = z
  .object({
    action: z.literal('add'),
    title: projectFields.title,
    description: projectFields.description,
    date: projectFields.date,
    tech: projectFields.tech.default([]),
    type: projectFields.type.default('software'),
    status: projectFields.status.default('in-progress'),
    github: linkSchema.default(null),
    demo: linkSchema.default(null),
    images: projectFields.images.default([]),
  })
  .strict();

/** Any subset of the fields; those left out keep their value. */
export const projectUpdateSchema = z
  .object(projectFields, { error: objectError('must be an object of the fields to change') })
  .partial()
  .strict();
export type ProjectUpdate = z.infer<typeof projectUpdateSchema>;

export const projectEditSchema = z
  .object({ action: z.literal('edit'), id: slugSchema, update: projectUpdateSchema })
  .strict();

export const projectRemoveSchema = z.object({ action: z.literal('remove'), id: slugSchema }).strict();

/** Body of `POST /api/admin/projects`. */
export const projectAdminRequestSchema = z.discriminatedUnion(
  'action',
  [projectAddSchema, projectEditSchema, projectRemoveSchema],
  actionUnionOptions,
);
export type ProjectAdminRequest = z.input<typeof projectAdminRequestSchema>;
export type ProjectInput = Omit<z.output<typeof projectAddSchema>, 'action'>;

/** Answer of add and edit. */
export const projectAnswerSchema = z.object({ project: projectSchema });
/** Answer of remove. */
export const projectRemovedSchema = z.object({ removed: z.object({ id: z.string() }) });
export const projectAdminResponseSchema = z.union([projectAnswerSchema, projectRemovedSchema]);
export type ProjectAdminResponse = z.infer<typeof projectAdminResponseSchema>;
