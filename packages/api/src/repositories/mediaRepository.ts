import {
  defaultMediaWidth,
  MEDIA_CONTENT_TYPES,
  MEDIA_FORMATS,
  type Media,
  type MediaFamily,
  type MediaFile,
  type MediaFormat,
  mediaFileUrl,
  type MediaListItem,
} from '@portfolio/contracts/media';
import type { Knex } from 'knex';
import { isUniqueViolation } from '../db/slugs';

const MEDIA = 'media';
const FILES = 'media_files';

/** Bytes per `media_files` row: a 1 MB part travels to MySQL as 2 MB of hex, far under any `max_allowed_packet`. */
export const MEDIA_PART_BYTES = 1024 * 1024;

/** An image to store: its hash, full size, family, alt text and every file made. */
export interface NewMedia {
  readonly hash: string;
  readonly width: number;
  readonly height: number;
  readonly family: MediaFamily;
  readonly alt: string;
  readonly files: ReadonlyArray<{ readonly width: number; readonly format: MediaFormat; readonly bytes: Buffer }>;
}

interface MediaRow {
  hash: string;
  width: number;
  height: number;
  family: string;
  alt: string;
  bytes: number | string;
  created_at: string | Date;
}

interface FileKeyRow {
  hash: string;
  width: number;
  format: string;
}

/** A file that `GET /media/…` serves. */
export interface StoredMediaFile {
  readonly contentType: string;
  readonly bytes: Buffer;
}

const familyOf = (value: string): MediaFamily => (value === 'png' ? 'png' : 'jpeg');
const formatOf = (value: string): MediaFormat | undefined => MEDIA_FORMATS.find((format) => format === value);

/**
 * `created_at` as written below: `YYYY-MM-DD HH:MM:SS` in UTC. It is always written by this code
 * (never the column's default, which MySQL takes in its own zone), so it reads back the same.
 */
const utcTimestamp = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');
function isoOf(value: string | Date): string {
  if (value instanceof Date) return value.toISOString();
  const date = new Date(`${value.replace(' ', 'T')}Z`);
  return Number.isNaN(date.getTime()) ? new Date(0).toISOString() : date.toISOString();
}

/** The answer's shape: the default file (the largest family file ≤ 1600 px) and every file stored. */
function toMedia(row: MediaRow, files: readonly FileKeyRow[]): Media {
  const family = familyOf(row.family);
  const file = (fileWidth: number, format: MediaFormat): MediaFile => ({ hash: row.hash, width: row.width, height: row.height, fileWidth, format });
  const variants = files
    .flatMap((one) => {
      const format = formatOf(one.format);
      return format ? [{ width: one.width, format }] : [];
    })
    .sort((a, b) => a.width - b.width || MEDIA_FORMATS.indexOf(a.format) - MEDIA_FORMATS.indexOf(b.format))
    .map(({ width, format }) => ({ url: mediaFileUrl(file(width, format)), width, type: MEDIA_CONTENT_TYPES[format] }));
  return {
    id: row.hash,
    url: mediaFileUrl(file(defaultMediaWidth(row.width), family)),
    width: row.width,
    height: row.height,
    type: MEDIA_CONTENT_TYPES[family],
    alt: row.alt,
    variants,
  };
}

async function fileKeys(knex: Knex, hashes?: readonly string[]): Promise<Map<string, FileKeyRow[]>> {
  const query = knex(FILES).where('part', 0).select('hash', 'width', 'format');
  if (hashes) query.whereIn('hash', hashes);
  const byHash = new Map<string, FileKeyRow[]>();
  for (const row of (await query) as FileKeyRow[]) byHash.set(row.hash, [...(byHash.get(row.hash) ?? []), row]);
  return byHash;
}

export async function findMedia(knex: Knex, hash: string): Promise<Media | undefined> {
  const row = (await knex(MEDIA).where('hash', hash).first()) as MediaRow | undefined;
  return row && toMedia(row, (await fileKeys(knex, [hash])).get(hash) ?? []);
}

/** Replaces an image's alt text; the image as it is then. */
export async function setMediaAlt(knex: Knex, hash: string, alt: string): Promise<Media | undefined> {
  await knex(MEDIA).where('hash', hash).update({ alt });
  return findMedia(knex, hash);
}

/**
 * Stores an image and all its files in one transaction (files of more than MEDIA_PART_BYTES in
 * parts). `created` is false when the same image is already there (stored meanwhile by another
 * request or server): then nothing is written and the stored one is answered.
 */
export async function storeMedia(knex: Knex, media: NewMedia): Promise<{ media: Media; created: boolean }> {
  try {
    await knex.transaction(async (trx) => {
      const total = media.files.reduce((sum, file) => sum + file.bytes.length, 0);
      const { files: _files, ...columns } = media;
      await trx(MEDIA).insert({ ...columns, bytes: total, created_at: utcTimestamp(new Date()) });
      for (const file of media.files) {
        const common = { hash: media.hash, width: file.width, format: file.format, content_type: MEDIA_CONTENT_TYPES[file.format], size: file.bytes.length };
        for (let part = 0, start = 0; start < file.bytes.length; part += 1, start += MEDIA_PART_BYTES) {
          await trx(FILES).insert({ ...common, part, bytes: file.bytes.subarray(start, start + MEDIA_PART_BYTES) });
        }
      }
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const stored = await findMedia(knex, media.hash);
    if (!stored) throw error;
    return { media: stored, created: false };
  }
  const stored = await findMedia(knex, media.hash);
  if (!stored) throw new Error(`Media ${media.hash} vanished after it was stored`);
  return { media: stored, created: true };
}

/**
 * The file a `/media/…` name points at, if its image has that full size and the file exists: one
 * query, the image's row joined with the file's parts in order.
 */
export async function readMediaFile(knex: Knex, file: MediaFile): Promise<StoredMediaFile | undefined> {
  const rows = (await knex(`${FILES} as f`)
    .join(`${MEDIA} as m`, 'm.hash', 'f.hash')
    .where({ 'f.hash': file.hash, 'f.width': file.fileWidth, 'f.format': file.format, 'm.width': file.width, 'm.height': file.height })
    .orderBy('f.part')
    .select('f.content_type', 'f.size', 'f.bytes')) as { content_type: string; size: number | string; bytes: Buffer }[];
  const [first] = rows;
  if (!first) return undefined;
  const bytes = rows.length === 1 ? first.bytes : Buffer.concat(rows.map((row) => row.bytes));
  if (bytes.length !== Number(first.size)) throw new Error(`Media file ${mediaFileUrl(file)} holds ${bytes.length} bytes, not ${first.size}`);
  return { contentType: first.content_type, bytes };
}

/** A `/media/` URL's hash, wherever it is written (a path, an absolute URL, Markdown, JSON). */
const MEDIA_REFERENCE = /\/media\/([A-Za-z0-9_-]{22})_/g;

function addReferences(found: Map<string, string[]>, where: string, texts: readonly unknown[]): void {
  for (const text of texts) {
    if (typeof text !== 'string') continue;
    for (const match of text.matchAll(MEDIA_REFERENCE)) {
      const hash = match[1] as string;
      const places = found.get(hash) ?? [];
      if (!places.includes(where)) found.set(hash, [...places, where]);
    }
  }
}

/**
 * Which images the content shows, and where: every `/media/{hash}_…` in any project (its images,
 * but also its texts and links), any art cover or entry, any writing post (reviews included) and
 * any field of the site config, and any item in the trash (history/trash.ts: so the library never
 * deletes an image a restore would bring back broken). Each place reads like `project
 * pocket-oscilloscope` or `trashed post my-post`. Revisions do not count: they would keep every
 * replaced image for 25 more saves; restoring a version whose image was deleted since shows it missing.
 */
export async function mediaReferences(knex: Knex): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  const [projects, covers, entries, posts, config, trash] = (await Promise.all([
    knex('projects').select('*'),
    knex('art_covers').select('*'),
    knex('art_entries').select('*'),
    knex('writing_posts').select('*'),
    knex('site_config').select('*'),
    knex('trash').select('item_kind', 'item_key', 'snapshot'),
  ])) as Record<string, unknown>[][];
  for (const row of projects ?? []) addReferences(found, `project ${String(row.id)}`, Object.values(row));
  for (const row of covers ?? []) addReferences(found, `the ${String(row.category)} cover`, Object.values(row));
  for (const row of entries ?? []) addReferences(found, `art entry ${String(row.slug)}`, Object.values(row));
  for (const row of posts ?? []) addReferences(found, `post ${String(row.slug)}`, Object.values(row));
  for (const row of config ?? []) addReferences(found, 'the site config', Object.values(row));
  for (const row of trash ?? []) addReferences(found, `trashed ${row.item_kind === 'art' ? 'art entry' : String(row.item_kind)} ${String(row.item_key)}`, [row.snapshot]);
  return found;
}

/** Every image, newest first, with whether the content still shows it, its stored bytes and when it came. */
export async function listMedia(knex: Knex): Promise<MediaListItem[]> {
  const rows = (await knex(MEDIA).select('*').orderBy([
    { column: 'created_at', order: 'desc' },
    { column: 'hash', order: 'asc' },
  ])) as MediaRow[];
  const [files, references] = await Promise.all([fileKeys(knex), mediaReferences(knex)]);
  return rows.map((row) => ({
    ...toMedia(row, files.get(row.hash) ?? []),
    referenced: references.has(row.hash),
    bytes: Number(row.bytes),
    createdAt: isoOf(row.created_at),
  }));
}

export type RemoveMediaResult = { readonly removed: true } | { readonly removed: false; readonly referencedBy: readonly string[] } | undefined;

/**
 * Deletes an image and its files, unless the content still shows it (then nothing is deleted and the
 * places are named). Undefined when there is no such image. One transaction: on SQLite it holds the
 * write lock from the start, so no write lands between the check and the delete.
 */
export async function removeMedia(knex: Knex, hash: string): Promise<RemoveMediaResult> {
  return knex.transaction(async (trx) => {
    if (!(await trx(MEDIA).where('hash', hash).first('hash'))) return undefined;
    const referencedBy = (await mediaReferences(trx)).get(hash);
    if (referencedBy) return { removed: false, referencedBy };
    await trx(FILES).where('hash', hash).delete();
    await trx(MEDIA).where('hash', hash).delete();
    return { removed: true };
  });
}
