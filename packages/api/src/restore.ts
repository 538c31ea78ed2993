import { createReadStream } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError, failureReason } from './backup/errors';
import { restoreArchive, type RestoreSummary } from './backup/restoreArchive';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrate';

const USAGE = 'Usage: npm run restore -- FILE [--replace]';

/**
 * `npm run restore -- FILE [--replace]`: brings the schema of the database DATABASE_URL names up to
 * date, then loads the archive into it in one transaction (backup/restoreArchive.ts). Refused when
 * that database already holds content, unless --replace.
 */
async function main(): Promise<RestoreSummary> {
  const { values, positionals } = parseArgs({ options: { replace: { type: 'boolean', default: false } }, allowPositionals: true });
  const [file, ...extra] = positionals;
  if (!file || extra.length) throw new BackupError(`Name one archive to restore. ${USAGE}`);
  const config = loadConfig();
  // npm runs scripts from the repository's root; a relative FILE is where the owner typed it.
  const input = createReadStream(resolve(process.env.INIT_CWD ?? process.cwd(), file));
  // An unreadable file fails here, with its own clear message, before the database is touched.
  await new Promise<void>((done, fail) => {
    input.once('readable', () => done());
    input.once('error', (error: NodeJS.ErrnoException) => fail(new BackupError(`Cannot read ${file}: ${error.code === 'ENOENT' ? 'no such file' : (error.code ?? error.message)}`)));
  });
  const db = openDatabase(config.database);
  try {
    await migrateToLatest(db.knex);
    return await restoreArchive(db, input, { replace: values.replace });
  } finally {
    input.destroy();
    await db.knex.destroy();
  }
}

main().then(
  ({ header, rows }) => {
    const total = rows.reduce((sum, table) => sum + table.rows, 0);
    const tables = rows.filter((table) => table.rows > 0).map((table) => `${table.table} ${table.rows}`);
    console.info(`Restored ${total} rows (${tables.join(', ') || 'none'}) from a ${header.source} backup made ${header.createdAt}.`);
  },
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error instanceof BackupError ? error.message : `Restore failed: ${failureReason(error)}`);
    process.exit(1);
  },
);
