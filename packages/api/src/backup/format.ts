/**
 * The backup archive, format version 1: gzip'd NDJSON (one JSON value per line, `\n` between),
 * streamed both ways, so a site with hundreds of MB of media is never held in memory.
 *
 * Line 1, the header:
 *   {"format":"portfolio-backup","version":1,"createdAt":"2026-01-08T10:00:00.000Z","source":"sqlite",
 *    "tables":[{"name":"site_config","columns":["id","profile_text",…],"rows":1},…]}
 * Then every row of every table, table by table in the header's order (parents before the rows
 * that name them), each row whole, as the database holds it:
 *   {"t":"projects","r":{"id":"robot-arm","title":"Robot arm",…,"draft":0,"updated_at":"2026-01-08 10:00:00"}}
 *
 * Values are JSON strings, numbers and null, normalised so SQLite and MySQL read back the same:
 * bytes (BLOB columns) are `{"$base64":"…"}`; timestamps are text `YYYY-MM-DD HH:MM:SS` as stored
 * (a Date or epoch number becomes that text, in UTC); booleans and whole numbers are numbers. The
 * header's `rows` counts let a restore tell a complete archive from a cut one.
 */
import { BACKUP_FORMAT } from '@portfolio/contracts/backup';
import { z } from 'zod';
import { BackupError } from './errors';

/** The version this code writes, and the newest it reads. */
export const BACKUP_VERSION = 1;

/** A column's kind, from its SQL type: how its values are normalised. */
export type ColumnKind = 'bytes' | 'timestamp' | 'integer' | 'other';

export function columnKind(sqlType: string): ColumnKind {
  const type = sqlType.toLowerCase();
  if (/blob|binary/.test(type)) return 'bytes';
  if (/timestamp|datetime/.test(type)) return 'timestamp';
  if (/int|bool/.test(type)) return 'integer';
  return 'other';
}

/** A value as the archive holds it. */
export type ArchiveValue = string | number | null | { readonly $base64: string };
export type ArchiveRow = Record<string, ArchiveValue>;

const archiveValueSchema = z.union([z.string(), z.number(), z.null(), z.strictObject({ $base64: z.base64() })]);

const tableSchema = z.strictObject({
  name: z.string().regex(/^[a-z_][a-z0-9_]{0,63}$/, 'must be a table name'),
  columns: z.array(z.string().regex(/^[a-z_][a-z0-9_]{0,63}$/, 'must be a column name')).min(1),
  rows: z.number().int().nonnegative(),
});
export type ArchiveTable = z.infer<typeof tableSchema>;

const headerSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int().positive(),
  createdAt: z.string(),
  source: z.enum(['sqlite', 'mysql']),
  tables: z.array(tableSchema),
});
export type ArchiveHeader = z.infer<typeof headerSchema>;

const rowLineSchema = z.strictObject({ t: z.string(), r: z.record(z.string(), archiveValueSchema) });

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `YYYY-MM-DD HH:MM:SS` in UTC (with milliseconds only when there are some). */
export function timestampOfDate(date: Date): string {
  const whole = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
  return date.getUTCMilliseconds() ? `${whole}.${pad(date.getUTCMilliseconds(), 3)}` : whole;
}

/** One value read from either database, as the archive writes it. */
export function encodeValue(value: unknown, kind: ColumnKind): ArchiveValue {
  if (value === null || value === undefined) return null;
  if (Buffer.isBuffer(value)) return { $base64: value.toString('base64') };
  if (value instanceof Uint8Array) return { $base64: Buffer.from(value).toString('base64') };
  if (value instanceof Date) return timestampOfDate(value);
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'bigint') return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
  if (typeof value === 'number') return kind === 'timestamp' ? timestampOfDate(new Date(value)) : value;
  if (typeof value === 'string') {
    // mysql2 answers a BIGINT past 2^53 (and some drivers any BIGINT) as text.
    if (kind === 'integer' && /^-?\d{1,16}$/.test(value) && Number.isSafeInteger(Number(value))) return Number(value);
    return value;
  }
  throw new BackupError(`A value of type ${typeof value} cannot be archived`);
}

/** A value from the archive, as the database takes it. */
export function decodeValue(value: ArchiveValue): string | number | null | Buffer {
  return value !== null && typeof value === 'object' ? Buffer.from(value.$base64, 'base64') : value;
}

export function headerLine(header: ArchiveHeader): string {
  return JSON.stringify(header);
}

export function rowLine(table: string, row: ArchiveRow): string {
  return JSON.stringify({ t: table, r: row });
}

function parseJson(line: string, what: string): unknown {
  try {
    return JSON.parse(line) as unknown;
  } catch {
    throw new BackupError(`This is not a backup archive: ${what} is not JSON`);
  }
}

const issuesOf = (error: z.ZodError) => error.issues.map((issue) => `${issue.path.join('.') || 'line'}: ${issue.message}`).join('; ');

/**
 * The header line, checked: the format's name first, then its version (a newer archive is refused
 * before anything else about it is read), then the rest.
 */
export function parseHeader(line: string): ArchiveHeader {
  const value = parseJson(line, 'its first line');
  const named = z.object({ format: z.literal(BACKUP_FORMAT), version: z.number().int().positive() }).safeParse(value);
  if (!named.success) throw new BackupError(`This is not a backup archive: its first line does not name the format "${BACKUP_FORMAT}" and a version`);
  if (named.data.version > BACKUP_VERSION) {
    throw new BackupError(`This archive is format version ${named.data.version}; this version of the site reads version ${BACKUP_VERSION} and older. Update the site, then restore.`);
  }
  const header = headerSchema.safeParse(value);
  if (!header.success) throw new BackupError(`The archive's header is not valid: ${issuesOf(header.error)}`);
  return header.data;
}

export function parseRowLine(line: string, lineNumber: number): { table: string; row: ArchiveRow } {
  const parsed = rowLineSchema.safeParse(parseJson(line, `line ${lineNumber}`));
  if (!parsed.success) throw new BackupError(`The archive's line ${lineNumber} is not a row: ${issuesOf(parsed.error)}`);
  return { table: parsed.data.t, row: parsed.data.r };
}
