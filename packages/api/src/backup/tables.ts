import type { Knex } from 'knex';
import type { Dialect } from '../db/connection';
import { type ColumnKind, columnKind } from './format';

/**
 * The tables a backup holds, in an order where every row comes after the rows it names (stored
 * files before their chunks, images before their files, the trash before the revisions that point
 * at it); a restore empties them in the reverse order. A table not there yet (an older schema) is
 * left out. Not here: the password hash, the JWT secret and token generation (all in `settings`,
 * of which only SETTINGS_KEYS travel), login attempts, `app_locks` and knex's own tables.
 */
export const BACKUP_TABLES = [
  'site_config',
  'projects',
  'writing_posts',
  'art_entries',
  'art_covers',
  'stored_files',
  'stored_file_chunks',
  'media',
  'media_files',
  'trash',
  'revisions',
  'settings',
] as const;

/**
 * The only `settings` rows a backup carries: the demo seed's markers, so a restored site that had
 * the demo does not get it seeded again (and one that never had it does not either).
 */
export const SETTINGS_KEYS: readonly string[] = [
  // DEMO_SEEDED_KEY (seed/seedDemo.ts) and DEMO_MEDIA_KEY (seed/demoMedia.ts), written out so the CLI
  // does not load the image pipeline; backup.test.ts checks they are the same.
  'demo_seeded_at',
  'demo_media_at',
];

/**
 * Tables whose rows are the owner's content: a restore refuses a database where any holds a row.
 * (A resume chunk or an image file comes with its stored file or image, so those count alone.)
 */
export const CONTENT_TABLES: readonly string[] = BACKUP_TABLES.filter((table) => !['settings', 'stored_file_chunks', 'media_files'].includes(table));

/** Rows of `table` a backup reads or a restore empties: all of them, or only SETTINGS_KEYS of `settings`. */
export function backedUpRows(knex: Knex, table: string): Knex.QueryBuilder {
  const query = knex(table);
  return table === 'settings' ? query.whereIn('key', SETTINGS_KEYS) : query;
}

export interface TableShape {
  readonly name: string;
  /** Columns in the table's order, each with how its values are normalised. */
  readonly columns: ReadonlyArray<{ readonly name: string; readonly kind: ColumnKind }>;
  /** The primary key's columns, in key order (empty when there is none). */
  readonly key: readonly string[];
  /** Whether a column holds bytes: its rows are read and written a few at a time. */
  readonly hasBytes: boolean;
}

interface SqliteColumn {
  name: string;
  type: string;
  pk: number;
}

async function sqliteShape(knex: Knex, table: string): Promise<TableShape> {
  const columns = (await knex.raw('PRAGMA table_info(??)', [table])) as SqliteColumn[];
  const key = columns
    .filter((column) => column.pk > 0)
    .sort((a, b) => a.pk - b.pk)
    .map((column) => column.name);
  return shape(table, columns, key);
}

async function mysqlShape(knex: Knex, table: string): Promise<TableShape> {
  const schema = knex.raw('DATABASE()');
  const columns = (await knex('information_schema.COLUMNS')
    .where({ TABLE_SCHEMA: schema, TABLE_NAME: table })
    .orderBy('ORDINAL_POSITION')
    .select({ name: 'COLUMN_NAME', type: 'DATA_TYPE' })) as { name: string; type: string }[];
  const key = (await knex('information_schema.KEY_COLUMN_USAGE')
    .where({ TABLE_SCHEMA: schema, TABLE_NAME: table, CONSTRAINT_NAME: 'PRIMARY' })
    .orderBy('ORDINAL_POSITION')
    .select({ name: 'COLUMN_NAME' })) as { name: string }[];
  return shape(
    table,
    columns,
    key.map((column) => column.name),
  );
}

function shape(name: string, columns: ReadonlyArray<{ name: string; type: string }>, key: readonly string[]): TableShape {
  const described = columns.map((column) => ({ name: column.name, kind: columnKind(column.type) }));
  return { name, columns: described, key, hasBytes: described.some((column) => column.kind === 'bytes') };
}

/** The columns and key of `table` in this database, or undefined when it has no such table. */
export async function describeTable(knex: Knex, dialect: Dialect, table: string): Promise<TableShape | undefined> {
  if (!(await knex.schema.hasTable(table))) return undefined;
  return dialect === 'sqlite' ? sqliteShape(knex, table) : mysqlShape(knex, table);
}

/** Every BACKUP_TABLES table this database has, described, in BACKUP_TABLES order. */
export async function describeBackupTables(knex: Knex, dialect: Dialect): Promise<TableShape[]> {
  const shapes: TableShape[] = [];
  for (const table of BACKUP_TABLES) {
    const described = await describeTable(knex, dialect, table);
    if (described) shapes.push(described);
  }
  return shapes;
}

/** A key's values, as a where clause matching exactly that row. */
export type RowKey = Record<string, unknown>;

/** Rows of `query` whose key is one of `keys` (one `IN` for a one-column key, else ORed equalities). */
export function whereKeyIn(query: Knex.QueryBuilder, key: readonly string[], keys: readonly RowKey[]): Knex.QueryBuilder {
  const [only] = key;
  if (key.length === 1 && only !== undefined) {
    return query.whereIn(
      only,
      keys.map((row) => row[only] as string | number),
    );
  }
  return query.where((builder) => {
    for (const row of keys) void builder.orWhere(row as Record<string, string | number>);
  });
}
