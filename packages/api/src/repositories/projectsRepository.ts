import {
  imageAltsProblem,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  type Project,
  type ProjectAdmin,
  type ProjectInput,
  type ProjectsQuery,
  type ProjectStatus,
  type ProjectType,
  type ProjectUpdate,
} from '@portfolio/contracts/projects';
import type { Knex } from 'knex';
import { keepRevision, readVersion } from '../history/revisions';
import { putInTrash } from '../history/trash';
import { timestampText } from './timestamps';
import { insertWithFreshSlug, parseStringList, slugify, SLUG_LOCKS, withSlugLock } from '../db/slugs';

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
  /** 0 or 1 (SQLite and MySQL alike). */
  draft: number | boolean;
}

const COLUMNS: string[] = ['id', 'title', 'description', 'tech', 'type', 'status', 'date', 'github', 'demo', 'images', 'image_alts', 'draft'];

/** Only the projects visitors see: drafts are the owner's alone (every visitor read goes through this). */
const published = (knex: Knex) => knex(TABLE).where('draft', false);

function oneOf<T extends string>(values: readonly T[], value: string, fallback: T): T {
  return (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** The project as visitors read it (no `draft`). */
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

/** The project as the owner reads it: with `draft`. */
const toProjectAdmin = (row: ProjectRow): ProjectAdmin => ({ ...toProject(row), draft: Boolean(row.draft) });

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

async function selectProjects(query: Knex.QueryBuilder, filter: ProjectsQuery): Promise<ProjectRow[]> {
  query.select(COLUMNS);
  if (filter.type !== 'all') query.where('type', filter.type);
  if (filter.status !== 'all') query.where('status', filter.status);
  return (await query.orderBy([
    { column: 'date', order: 'desc' },
    { column: 'id', order: 'asc' },
  ])) as ProjectRow[];
}

/** The visitors' list: published projects, newest date first; ties by id so the order is stable. */
export async function listProjects(knex: Knex, filter: ProjectsQuery): Promise<Project[]> {
  return (await selectProjects(published(knex), filter)).map(toProject);
}

/** The owner's list: every project, drafts too, each with `draft`; the same order. */
export async function listProjectsWithDrafts(knex: Knex, filter: ProjectsQuery): Promise<ProjectAdmin[]> {
  return (await selectProjects(knex(TABLE), filter)).map(toProjectAdmin);
}

/** The project `id`, draft or not, with `draft` (the owner's read, and the writes'). */
export async function findProject(knex: Knex, id: string): Promise<ProjectAdmin | undefined> {
  const row = (await knex(TABLE).where('id', id).first(COLUMNS)) as ProjectRow | undefined;
  return row && toProjectAdmin(row);
}

/** The project `id` as visitors read it: undefined when there is none or it is a draft. */
export async function findPublishedProject(knex: Knex, id: string): Promise<Project | undefined> {
  const row = (await published(knex).where('id', id).first(COLUMNS)) as ProjectRow | undefined;
  return row && toProject(row);
}

/** Every published project's id and when it last changed (`YYYY-MM-DD…`), for the sitemap. */
export async function projectChanges(knex: Knex): Promise<{ id: string; updatedAt: string }[]> {
  const rows = (await published(knex).select('id', 'updated_at').orderBy('id')) as { id: string; updated_at: string | Date }[];
  return rows.map((row) => ({ id: row.id, updatedAt: timestampText(row.updated_at) }));
}

/** Every project, drafts too (whether the site holds any content). */
export async function countProjects(knex: Knex): Promise<number> {
  const row = (await knex(TABLE).count({ count: '*' }).first()) as { count: number | string } | undefined;
  return Number(row?.count ?? 0);
}

/** Stores a new project under an id made once from its title (`robot-arm`, then `robot-arm-2`). */
export async function addProject(knex: Knex, input: ProjectInput): Promise<ProjectAdmin> {
  const project = { ...input, imageAlts: input.imageAlts ?? [], draft: input.draft ?? false };
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
export async function updateProject(knex: Knex, id: string, update: ProjectUpdate): Promise<ProjectAdmin | undefined> {
  return knex.transaction(async (trx) => {
    const current = await findProject(trx, id);
    if (!current) return undefined;
    const imageAlts = altsAfter(current, update);
    const columns = toColumns({ ...update, ...(imageAlts !== undefined && { imageAlts }) });
    const before = await readVersion(trx, 'project', id);
    if (Object.keys(columns).length > 0) {
      await trx(TABLE)
        .where('id', id)
        .update({ ...columns, updated_at: trx.fn.now() });
    }
    await keepRevision(trx, 'project', id, before);
    return findProject(trx, id);
  });
}

/** Moves the project, with its image list and history, to the trash (history/trash.ts); false when there was no such project. */
export async function removeProject(knex: Knex, id: string): Promise<boolean> {
  return knex.transaction(async (trx) => (await putInTrash(trx, 'project', id)) && (await trx(TABLE).where('id', id).delete()) > 0);
}
