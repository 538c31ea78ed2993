import {
  imageAltsProblem,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  type Project,
  type ProjectInput,
  type ProjectsQuery,
  type ProjectStatus,
  type ProjectType,
  type ProjectUpdate,
} from '@portfolio/contracts/projects';
import type { Knex } from 'knex';
import { timestampText } from './timestamps';
import { insertWithFreshSlug, parseStringList, slugify, SLUG_LOCKS, withSlugLock } from './slugs';

const TABLE = 'projects';

interface ProjectRow {
  id: string;
  title: string;
  description: string;
  tech: string;
  type: string;
  status: string;
  date: string;
  github: string | null;
  demo: string | null;
  images: string;
  /** NULL for rows older than the column (and rows an older server adds): no alt texts. */
  image_alts: string | null;
}

const COLUMNS: string[] = ['id', 'title', 'description', 'tech', 'type', 'status', 'date', 'github', 'demo', 'images', 'image_alts'];

function oneOf<T extends string>(values: readonly T[], value: string, fallback: T): T {
  return (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

function toProject(row: ProjectRow): Project {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    tech: parseStringList(row.tech),
    type: oneOf<ProjectType>(PROJECT_TYPES, row.type, 'software'),
    date: row.date,
    status: oneOf<ProjectStatus>(PROJECT_STATUSES, row.status, 'in-progress'),
    github: row.github,
    demo: row.demo,
    images: parseStringList(row.images),
    imageAlts: parseStringList(row.image_alts ?? '[]'),
  };
}

/** Column values for the fields present in `fields`; lists become JSON text. */
function toColumns(fields: ProjectUpdate): Partial<ProjectRow> {
  const { tech, images, imageAlts, ...plain } = fields;
  return {
    ...plain,
    ...(tech !== undefined && { tech: JSON.stringify(tech) }),
    ...(images !== undefined && { images: JSON.stringify(images) }),
    ...(imageAlts !== undefined && { image_alts: JSON.stringify(imageAlts) }),
  };
}

/** An update whose `imageAlts` would outnumber the project's images; the message says so (imageAltsProblem). */
export class TooManyImageAltsError extends Error {
  override name = 'TooManyImageAltsError';
}

/**
 * The alt texts to store with an update, if they change: the update's own (which must fit the
 * images the project will have), or the stored ones cut to fewer new images.
 */
function altsAfter(current: Project, update: ProjectUpdate): string[] | undefined {
  const images = update.images ?? current.images;
  if (update.imageAlts !== undefined) {
    const problem = imageAltsProblem(update.imageAlts.length, images.length);
    if (problem) throw new TooManyImageAltsError(problem);
    return update.imageAlts;
  }
  return current.imageAlts.length > images.length ? current.imageAlts.slice(0, images.length) : undefined;
}

/** Newest date first; ties by id so the order is stable. */
export async function listProjects(knex: Knex, filter: ProjectsQuery): Promise<Project[]> {
  const query = knex(TABLE).select(COLUMNS);
  if (filter.type !== 'all') query.where('type', filter.type);
  if (filter.status !== 'all') query.where('status', filter.status);
  const rows = (await query.orderBy([
    { column: 'date', order: 'desc' },
    { column: 'id', order: 'asc' },
  ])) as ProjectRow[];
  return rows.map(toProject);
}

export async function findProject(knex: Knex, id: string): Promise<Project | undefined> {
  const row = (await knex(TABLE).where('id', id).first(COLUMNS)) as ProjectRow | undefined;
  return row && toProject(row);
}

/** Every project's id and when it last changed (`YYYY-MM-DD…`), for the sitemap. */
export async function projectChanges(knex: Knex): Promise<{ id: string; updatedAt: string }[]> {
  const rows = (await knex(TABLE).select('id', 'updated_at').orderBy('id')) as { id: string; updated_at: string | Date }[];
  return rows.map((row) => ({ id: row.id, updatedAt: timestampText(row.updated_at) }));
}

export async function countProjects(knex: Knex): Promise<number> {
  const row = (await knex(TABLE).count({ count: '*' }).first()) as { count: number | string } | undefined;
  return Number(row?.count ?? 0);
}

/** Stores a new project under an id made once from its title (`robot-arm`, then `robot-arm-2`). */
export async function addProject(knex: Knex, input: ProjectInput): Promise<Project> {
  const project = { ...input, imageAlts: input.imageAlts ?? [] };
  const base = slugify(input.title, 'project');
  const id = await withSlugLock(knex, SLUG_LOCKS.projects, (trx) =>
    insertWithFreshSlug(trx, base, [{ table: TABLE, column: 'id' }], async (slug) => {
      await trx(TABLE).insert({ id: slug, ...toColumns(project) });
      return slug;
    }),
  );
  return { id, ...project };
}

/**
 * Changes the given fields; the id stays. Undefined when there is no such project; a
 * TooManyImageAltsError, writing nothing, when `imageAlts` would outnumber the project's images.
 */
export async function updateProject(knex: Knex, id: string, update: ProjectUpdate): Promise<Project | undefined> {
  return knex.transaction(async (trx) => {
    const current = await findProject(trx, id);
    if (!current) return undefined;
    const imageAlts = altsAfter(current, update);
    const columns = toColumns({ ...update, ...(imageAlts !== undefined && { imageAlts }) });
    if (Object.keys(columns).length > 0) {
      await trx(TABLE)
        .where('id', id)
        .update({ ...columns, updated_at: trx.fn.now() });
    }
    return findProject(trx, id);
  });
}

/** False when there was no such project. */
export async function removeProject(knex: Knex, id: string): Promise<boolean> {
  const deleted = await knex(TABLE).where('id', id).delete();
  return deleted > 0;
}
