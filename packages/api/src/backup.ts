import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { BackupError, failureReason } from './backup/errors';
import { openReadView } from './backup/readView';
import { archiveStream } from './backup/writeArchive';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrate';

const USAGE = 'Usage: npm run backup -- --out FILE';

/**
 * `npm run backup -- --out FILE`: writes one archive of the site (backup/format.ts) for the database
 * DATABASE_URL names. It is written beside FILE first and renamed when complete, so FILE is never
 * half an archive.
 */
async function main(): Promise<string> {
  const { values } = parseArgs({ options: { out: { type: 'string' } }, allowPositionals: false });
  if (!values.out) throw new BackupError(`Name the archive to write. ${USAGE}`);
  // npm runs scripts from the repository's root; a relative FILE is where the owner typed it.
  const out = resolve(process.env.INIT_CWD ?? process.cwd(), values.out);
  const config = loadConfig();
  const db = openDatabase(config.database);
  const partial = `${out}.partial-${process.pid}`;
  try {
    await migrateToLatest(db.knex);
    await pipeline(
      archiveStream(await openReadView(db, config.database)),
      createWriteStream(partial, { mode: 0o600 }),
    );
    await rename(partial, out);
    return out;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await db.knex.destroy();
  }
}

main().then(
  (out) => console.info(`Backup written to ${out}`),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error instanceof BackupError ? error.message : `Backup failed: ${failureReason(error)}`);
    process.exit(1);
  },
);
