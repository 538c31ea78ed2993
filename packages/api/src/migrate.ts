import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { preparingAlone } from './db/startupLock';

/** `npm run migrate`: brings the configured database's schema up to date, then exits. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = openDatabase(config.database);
  try {
    // Not at the same time as a server preparing the same MySQL database (db/startupLock.ts).
    const applied = await preparingAlone(db, console, () => migrateToLatest(db.knex));
    console.info(applied.length ? `Applied: ${applied.join(', ')}` : 'Schema already up to date.');
  } finally {
    await db.knex.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `Migration failed: ${String(error)}`);
  process.exit(1);
});
