import type { AppConfig } from './config';
import { ensureJwtSecret, ensureOwnerPassword } from './auth/secrets';
import { type Database, openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { seedDemoContent } from './seed/seedDemo';
import type { Logger } from './http/errorHandler';

export interface Prepared {
  readonly db: Database;
  readonly jwtSecret: string;
}

function describeDatabase(config: AppConfig): string {
  if (config.database.client === 'sqlite') return `SQLite at ${config.database.filename}`;
  const url = new URL(config.database.url);
  return `MySQL at ${url.hostname}:${url.port || '3306'}${url.pathname}`;
}

/** Everything that must hold before the server listens: schema migrated, secrets in place. */
export async function prepare(config: AppConfig, log: Logger): Promise<Prepared> {
  const db = openDatabase(config.database, log);
  try {
    const applied = await migrateToLatest(db.knex);
    log.info(`Database: ${describeDatabase(config)}${applied.length ? ` (applied ${applied.length} migration(s))` : ''}`);
    if (config.seedDemo && (await seedDemoContent(db.knex)) === 'seeded') {
      log.info('Empty database: seeded demo content (set SEED_DEMO=0 to skip).');
    }
    const jwtSecret = ensureJwtSecret(config);
    const password = await ensureOwnerPassword(db.knex, config.adminPassword);
    if (password.kind === 'generated') {
      log.info(
        [
          '',
          '  No ADMIN_PASSWORD was set, so one was generated. It is shown this once; only its hash is kept.',
          `  Owner password: ${password.password}`,
          '  Set ADMIN_PASSWORD to choose your own.',
          '',
        ].join('\n'),
      );
    }
    return { db, jwtSecret };
  } catch (error) {
    await db.knex.destroy();
    throw error;
  }
}
