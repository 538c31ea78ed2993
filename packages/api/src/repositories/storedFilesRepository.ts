import type { Knex } from 'knex';

/** A file kept in the database (migration 20260106000100_stored_files). */
export interface StoredFile {
  readonly name: string;
  readonly contentType: string;
  readonly bytes: Buffer;
  readonly createdAt: Date;
}

/** Bytes per chunk row: a 1 MB chunk travels to MySQL as 2 MB of hex, far under any `max_allowed_packet`. */
export const STORED_FILE_CHUNK_BYTES = 1024 * 1024;

interface FileRow {
  content_type: string;
  size: number | string;
  created_at: string | Date;
  bytes: Buffer | null;
}

/**
 * `created_at` as written below: `YYYY-MM-DD HH:MM:SS` in UTC. It is always written by this code
 * (never the column's default, which MySQL would take in its own zone), so it reads back the same.
 */
function timestampOf(value: string | Date): Date {
  if (value instanceof Date) return value;
  const date = new Date(`${value.replace(' ', 'T')}Z`);
  return Number.isNaN(date.getTime()) ? new Date(0) : date;
}

/**
 * Stores a file in the caller's transaction, so it lands whole or not at all. A name already
 * taken is a unique violation (`isUniqueViolation` in slugs.ts): files are never replaced.
 */
export async function insertStoredFile(trx: Knex.Transaction, file: Omit<StoredFile, 'createdAt'> & { readonly createdAt?: Date }): Promise<void> {
  await trx('stored_files').insert({
    name: file.name,
    content_type: file.contentType,
    size: file.bytes.length,
    // Whole seconds in UTC, the shape of SQLite's CURRENT_TIMESTAMP (and what Last-Modified can say).
    created_at: (file.createdAt ?? new Date()).toISOString().slice(0, 19).replace('T', ' '),
  });
  for (let seq = 0, start = 0; start < file.bytes.length; seq += 1, start += STORED_FILE_CHUNK_BYTES) {
    await trx('stored_file_chunks').insert({ name: file.name, seq, bytes: file.bytes.subarray(start, start + STORED_FILE_CHUNK_BYTES) });
  }
}

/** The file stored under `name`, or undefined. One query: the file's row joined with its chunks in order. */
export async function readStoredFile(knex: Knex, name: string): Promise<StoredFile | undefined> {
  const rows = (await knex('stored_files as f')
    .leftJoin('stored_file_chunks as c', 'c.name', 'f.name')
    .where('f.name', name)
    .orderBy('c.seq')
    .select('f.content_type', 'f.size', 'f.created_at', 'c.bytes')) as FileRow[];
  const [first] = rows;
  if (!first) return undefined;
  const bytes = Buffer.concat(rows.flatMap((row) => (row.bytes ? [row.bytes] : [])));
  if (bytes.length !== Number(first.size)) throw new Error(`Stored file ${name} holds ${bytes.length} bytes, not ${first.size}`);
  return { name, contentType: first.content_type, bytes, createdAt: timestampOf(first.created_at) };
}

/** Which of `names` are stored. */
export async function storedFileNames(knex: Knex, names: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  // Bounded batches keep every statement's bindings well under SQLite's and MySQL's limits.
  for (let start = 0; start < names.length; start += 500) {
    const rows = (await knex('stored_files').whereIn('name', names.slice(start, start + 500)).select('name')) as { name: string }[];
    for (const row of rows) found.add(row.name);
  }
  return found;
}
