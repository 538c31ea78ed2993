import type { Readable } from 'node:stream';
import type { Knex } from 'knex';
import type { Database } from '../db/connection';
import { BackupError } from './errors';
import { type ArchiveHeader, type ArchiveRow, decodeValue, parseHeader, parseRowLine } from './format';
import { archiveLinesOf } from './readArchive';
import { BACKUP_TABLES, backedUpRows, CONTENT_TABLES, describeBackupTables, describeTable, type RowKey, SETTINGS_KEYS, type TableShape, whereKeyIn } from './tables';

export interface RestoreOptions {
  /** Empty the content tables first instead of refusing a database that holds content. */
  readonly replace?: boolean;
}

export interface RestoreSummary {
  readonly header: ArchiveHeader;
  /** Rows restored per table, in the archive's order. */
  readonly rows: ReadonlyArray<{ readonly table: string; readonly rows: number }>;
}

/** Rows per INSERT: one where rows hold bytes; else up to this many, this many bindings and this many bytes. */
const INSERT_LIMITS = { rows: 200, bindings: 900, bytes: 4 * 1024 * 1024 } as const;
/** Rows per DELETE when emptying a table (short statements, as for reads). */
const DELETE_BATCH = { bytes: 16, text: 500 } as const;

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/**
 * Checks before anything is written that every table of the archive is one a backup holds and is
 * in this database with every column the archive has (a newer site's archive may not be).
 */
async function targetShapes(knex: Knex, dialect: Database['dialect'], header: ArchiveHeader): Promise<Map<string, TableShape>> {
  const shapes = new Map<string, TableShape>();
  for (const table of header.tables) {
    if (!(BACKUP_TABLES as readonly string[]).includes(table.name)) throw new BackupError(`The archive holds a table "${table.name}" that a backup never holds; refusing it.`);
    if (shapes.has(table.name)) throw new BackupError(`The archive names the table "${table.name}" twice.`);
    const shape = await describeTable(knex, dialect, table.name);
    if (!shape) throw new BackupError(`The archive holds the table "${table.name}", which this database does not have: it was made by a newer version of the site. Update the site, then restore.`);
    const known = new Set(shape.columns.map((column) => column.name));
    const missing = table.columns.filter((column) => !known.has(column));
    if (missing.length) {
      throw new BackupError(`The archive's table "${table.name}" has column(s) ${missing.join(', ')}, which this database lacks: it was made by a newer version of the site. Update the site, then restore.`);
    }
    shapes.set(table.name, shape);
  }
  return shapes;
}

/** What content the database holds, as `3 projects rows, 1 site_config row`; empty when none. */
async function contentHeld(trx: Knex.Transaction, shapes: readonly TableShape[]): Promise<string[]> {
  const held: string[] = [];
  for (const shape of shapes) {
    if (!CONTENT_TABLES.includes(shape.name)) continue;
    const row = (await trx(shape.name).count({ count: '*' }).first()) as { count: number | string } | undefined;
    const count = Number(row?.count ?? 0);
    if (count > 0) held.push(`${plural(count, `${shape.name} row`)}`);
  }
  return held;
}

/** Deletes the backed-up rows of a table a batch of keys at a time. */
async function emptyTable(trx: Knex.Transaction, shape: TableShape): Promise<void> {
  if (shape.key.length === 0) {
    await backedUpRows(trx, shape.name).delete();
    return;
  }
  const size = shape.hasBytes ? DELETE_BATCH.bytes : DELETE_BATCH.text;
  for (;;) {
    const keys = (await backedUpRows(trx, shape.name).select(shape.key).limit(size)) as RowKey[];
    if (keys.length === 0) return;
    await whereKeyIn(backedUpRows(trx, shape.name), shape.key, keys).delete();
  }
}

/** Rows waiting to be inserted into one table, flushed in INSERT_LIMITS-sized statements. */
class TableWriter {
  private batch: Record<string, unknown>[] = [];
  private bytes = 0;
  written = 0;

  constructor(
    private readonly trx: Knex.Transaction,
    private readonly shape: TableShape,
    private readonly columns: number,
  ) {}

  async add(row: ArchiveRow, lineBytes: number): Promise<void> {
    const decoded: Record<string, unknown> = {};
    for (const [column, value] of Object.entries(row)) decoded[column] = decodeValue(value);
    this.batch.push(decoded);
    this.bytes += lineBytes;
    const full = this.shape.hasBytes || this.batch.length >= INSERT_LIMITS.rows || (this.batch.length + 1) * this.columns > INSERT_LIMITS.bindings || this.bytes >= INSERT_LIMITS.bytes;
    if (full) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.batch.length === 0) return;
    await this.trx(this.shape.name).insert(this.batch);
    this.written += this.batch.length;
    this.batch = [];
    this.bytes = 0;
  }
}

function checkRow(header: ArchiveHeader['tables'][number], row: ArchiveRow, lineNumber: number): void {
  const keys = Object.keys(row);
  if (keys.length !== header.columns.length || !header.columns.every((column) => column in row)) {
    throw new BackupError(`The archive's line ${lineNumber} does not have the columns its header lists for "${header.name}"`);
  }
  if (header.name === 'settings' && !SETTINGS_KEYS.includes(String(row.key))) {
    throw new BackupError(`The archive's line ${lineNumber} is a setting a backup never holds; refusing it.`);
  }
}

/**
 * Loads an archive (a gzip stream, format.ts) into `db`, whose schema must be up to date, in one
 * transaction: all of it or, on any failure, nothing. Refused (a BackupError) when the archive is
 * not one, is of a newer version or has tables or columns this database lacks, and when the
 * database already holds content, unless `replace`: then the content tables are emptied first.
 */
export async function restoreArchive(db: Database, input: Readable, options: RestoreOptions = {}): Promise<RestoreSummary> {
  const lines = archiveLinesOf(input);
  try {
    const first = await lines.next();
    if (first.done) throw new BackupError('The archive is empty');
    const header = parseHeader(first.value);
    const shapes = await targetShapes(db.knex, db.dialect, header);
    const present = await describeBackupTables(db.knex, db.dialect);

    const rows = await db.knex.transaction(async (trx) => {
      const held = await contentHeld(trx, present);
      if (held.length && !options.replace) {
        throw new BackupError(`The database already holds content (${held.join(', ')}). Restore into an empty database, or add --replace to replace everything in it with the archive.`);
      }
      for (const shape of [...present].reverse()) {
        // The settings a backup carries are the archive's to decide, content or not.
        if (options.replace || shape.name === 'settings') await emptyTable(trx, shape);
      }
      const loaded = await loadRows(trx, header, shapes, lines);
      // Servers running on this database forget what they read before (db/contentVersion.ts).
      if (await trx.schema.hasTable('content_version')) await trx('content_version').where({ id: 1 }).increment('version', 1);
      return loaded;
    });
    return { header, rows };
  } finally {
    await lines.return(undefined);
  }
}

/** The archive's rows after its header, table by table in the header's order, each table's count checked. */
async function loadRows(trx: Knex.Transaction, header: ArchiveHeader, shapes: ReadonlyMap<string, TableShape>, lines: AsyncGenerator<string>) {
  const done: { table: string; rows: number }[] = [];
  let index = -1;
  let writer: TableWriter | undefined;
  const finishTable = async () => {
    const table = header.tables[index];
    if (!writer || !table) return;
    await writer.flush();
    if (writer.written !== table.rows) throw new BackupError(`The archive is cut short or damaged: its header lists ${plural(table.rows, 'row')} of "${table.name}", it holds ${writer.written}`);
    done.push({ table: table.name, rows: writer.written });
  };
  const advanceTo = async (target: number) => {
    while (index < target) {
      await finishTable();
      index += 1;
      const table = header.tables[index];
      const shape = table && shapes.get(table.name);
      writer = table && shape ? new TableWriter(trx, shape, table.columns.length) : undefined;
    }
  };

  let lineNumber = 1;
  for await (const line of lines) {
    lineNumber += 1;
    const { table, row } = parseRowLine(line, lineNumber);
    const at = header.tables.findIndex((candidate) => candidate.name === table);
    if (at === -1) throw new BackupError(`The archive's line ${lineNumber} is a row of "${table}", a table its header does not list`);
    if (at < index) throw new BackupError(`The archive's line ${lineNumber} is a row of "${table}" after the rows of a later table`);
    await advanceTo(at);
    const declared = header.tables[index];
    if (!declared || !writer) throw new BackupError(`The archive's line ${lineNumber} cannot be placed`);
    checkRow(declared, row, lineNumber);
    await writer.add(row, line.length);
  }
  await advanceTo(header.tables.length);
  return done;
}
