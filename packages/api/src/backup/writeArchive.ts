import { pipeline, Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import { BACKUP_FORMAT } from '@portfolio/contracts/backup';
import type { Knex } from 'knex';
import { type ArchiveRow, BACKUP_VERSION, encodeValue, headerLine, rowLine } from './format';
import type { ReadView } from './readView';
import { backedUpRows, describeBackupTables, type RowKey, type TableShape, whereKeyIn } from './tables';

/**
 * Rows read per query: a few where a row holds up to 1 MB of bytes (media files, resume chunks),
 * more for text rows. Each query is short, so none meets MySQL's per-statement time limit
 * (db/mysqlLimits.ts), and memory holds one batch at a time.
 */
const BATCH_ROWS = { bytes: 4, text: 50 } as const;

/**
 * zlib's fastest level: most of an archive is images, compressed already (in base64, which any level
 * brings back to about their size), and compressing is what a backup spends its time on.
 */
const BACKUP_GZIP_LEVEL = 1;

async function countRows(knex: Knex, table: string): Promise<number> {
  const row = (await backedUpRows(knex, table).count({ count: '*' }).first()) as { count: number | string } | undefined;
  return Number(row?.count ?? 0);
}

function encodeRow(shape: TableShape, row: Record<string, unknown>): ArchiveRow {
  const out: ArchiveRow = {};
  for (const column of shape.columns) out[column.name] = encodeValue(row[column.name], column.kind);
  return out;
}

/** A table's rows in key order: its keys first (small), then the rows a batch of keys at a time. */
async function* tableLines(knex: Knex, shape: TableShape): AsyncGenerator<string> {
  if (shape.key.length === 0) {
    const rows = (await backedUpRows(knex, shape.name).select('*')) as Record<string, unknown>[];
    for (const row of rows) yield `${rowLine(shape.name, encodeRow(shape, row))}\n`;
    return;
  }
  const keys = (await backedUpRows(knex, shape.name).select(shape.key).orderBy([...shape.key])) as RowKey[];
  const size = shape.hasBytes ? BATCH_ROWS.bytes : BATCH_ROWS.text;
  for (let start = 0; start < keys.length; start += size) {
    const query = whereKeyIn(backedUpRows(knex, shape.name).select('*'), shape.key, keys.slice(start, start + size)).orderBy([...shape.key]);
    for (const row of (await query) as Record<string, unknown>[]) yield `${rowLine(shape.name, encodeRow(shape, row))}\n`;
  }
}

/** The archive's lines (format.ts): the header, then every row, all read through `view`. */
export async function* archiveLines(view: ReadView, now: () => Date = () => new Date()): AsyncGenerator<string> {
  const shapes = await describeBackupTables(view.knex, view.dialect);
  const tables = [];
  for (const shape of shapes) tables.push({ name: shape.name, columns: shape.columns.map((column) => column.name), rows: await countRows(view.knex, shape.name) });
  yield `${headerLine({ format: BACKUP_FORMAT, version: BACKUP_VERSION, createdAt: now().toISOString(), source: view.dialect, tables })}\n`;
  for (const shape of shapes) yield* tableLines(view.knex, shape);
}

/**
 * The archive as a gzip stream, made as it is read: back-pressure reaches the database, so memory
 * holds a batch of rows however large the site. A failure destroys the stream with the error. The
 * view is ended when the archive ends, fails or is abandoned (a download cut off), never while one
 * of its queries runs.
 */
export function archiveStream(view: ReadView, now?: () => Date): Readable {
  let started = false;
  async function* lines(): AsyncGenerator<string> {
    started = true;
    try {
      yield* archiveLines(view, now);
    } finally {
      await view.end();
    }
  }
  const gzip = createGzip({ level: BACKUP_GZIP_LEVEL });
  pipeline(Readable.from(lines()), gzip, () => undefined);
  gzip.once('close', () => {
    if (!started) void view.end().catch(() => undefined);
  });
  return gzip;
}
