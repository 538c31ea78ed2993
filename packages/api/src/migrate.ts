import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrate';

/** `npm run migrate`: brings the configured database's schema up to date, then exits. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = openDatabase(config.database);
  try {
    const applied = await migrateToLatest(db.knex);
    console.info(applied.length ? `Applied: ${applied.join(', ')}` : 'Schema already up to date.');
  } finally {
    await db.knex.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `Migration failed: ${String(error)}`);
  process.exit(1);
});
