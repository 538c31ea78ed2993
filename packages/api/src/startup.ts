import type { AppConfig } from './config';
import { ensureJwtSecret, ensureOwnerPassword, type JwtSecretOrigin, LEGACY_JWT_SECRET_FILE, type PasswordSetup } from './auth/secrets';
import { type Database, openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { preparingAlone } from './db/startupLock';
import { convertDemoImagesLogged } from './seed/demoMedia';
import { seedDemoContent } from './seed/seedDemo';
import type { Logger } from './logging/log';
import { importUploadDir } from './importUploadDir';
import { loadImageCodec } from './media/processImage';
import { type Announce, announceIn } from './logging/notice';

export interface Prepared {
  readonly db: Database;
  readonly jwtSecret: string;
  /**
   * What runs once the server listens, not before: the demo's images through the media pipeline
   * (seed/demoMedia.ts; about a second of work a first start need not wait for). Never rejects.
   */
  afterListening(): Promise<void>;
}

/** Printed at every start: how an owner who forgot the password gets back in. */
export const PASSWORD_RESET_HINT =
  'Forgot the owner password? Restart the server with ADMIN_PASSWORD set to a new password, other than the last value applied from it: it replaces the password and signs out every session.';

const PASSWORD_NOTES: Partial<Record<PasswordSetup['kind'] | 'replaced', string>> = {
  replaced: 'ADMIN_PASSWORD changed: it is the owner password now, and every session from before is signed out.',
  'environment-unchanged': 'ADMIN_PASSWORD is the value already applied at an earlier start, so the owner password stays as it is (also when it was changed in the admin since).',
};

const JWT_SECRET_NOTES: Partial<Record<JwtSecretOrigin, string>> = {
  generated: 'No JWT_SECRET was set: generated one, kept in the database for every server that uses it.',
  'adopted-file': `No JWT_SECRET was set: the secret an earlier version kept in <data>/${LEGACY_JWT_SECRET_FILE} is kept in the database now (tokens issued before stay valid); that file is no longer read and can be deleted.`,
};

function describeDatabase(config: AppConfig): string {
  if (config.database.client === 'sqlite') return `SQLite at ${config.database.filename}`;
  const url = new URL(config.database.url);
  return `MySQL at ${url.hostname}:${url.port || '3306'}${url.pathname}`;
}

/** Migrations, the old upload folder, the demo content and the owner's secrets; returns the JWT secret. */
async function prepareDatabase(db: Database, config: AppConfig, log: Logger, announce: Announce): Promise<string> {
  const applied = await migrateToLatest(db.knex);
  log.info(`Database: ${describeDatabase(config)}${applied.length ? ` (applied ${applied.length} migration(s))` : ''}`);
  await importUploadDir(db.knex, config.uploadDir, log).catch((error: unknown) => {
    // A bad file is skipped inside; this is the database failing, and the next start tries again.
    log.warn(`Uploads: importing ${config.uploadDir} failed (${(error as { code?: string } | null)?.code ?? 'unknown error'}); the next start tries again.`);
  });
  if (config.seedDemo && (await seedDemoContent(db.knex)) === 'seeded') {
    log.info('Empty database: seeded demo content (set SEED_DEMO=0 to skip).');
  }
  const jwt = await ensureJwtSecret(db.knex, config);
  const jwtNote = JWT_SECRET_NOTES[jwt.origin];
  if (jwtNote) log.info(jwtNote);
  const password = await ensureOwnerPassword(db.knex, config.adminPassword);
  if (password.kind === 'generated') {
    announce([
      'No ADMIN_PASSWORD was set, so one was generated. It is shown this once; only its hash is kept.',
      `Owner password: ${password.password}`,
      'Set ADMIN_PASSWORD to choose your own.',
    ]);
  }
  const passwordNote = PASSWORD_NOTES[password.kind === 'from-environment' && password.revoked ? 'replaced' : password.kind];
  if (passwordNote) log.info(passwordNote);
  log.info(PASSWORD_RESET_HINT);
  return jwt.secret;
}

/**
 * Everything that must hold before the server listens: the image codec loaded, schema migrated, old
 * uploads imported, secrets in place. A generated owner password is said through `announce` (a box on a terminal), by default
 * as a line of `log`.
 */
export async function prepare(config: AppConfig, log: Logger, announce: Announce = announceIn(log)): Promise<Prepared> {
  const db = openDatabase(config.database, log);
  try {
    // Before listening: loading the image codec stalls the event loop (media/processImage.ts).
    await loadImageCodec();
    // Servers starting together on one MySQL database do this one after the other (db/startupLock.ts).
    const jwtSecret = await preparingAlone(db, log, () => prepareDatabase(db, config, log, announce));
    const afterListening = () => (config.seedDemo ? convertDemoImagesLogged(db.knex, log) : Promise.resolve());
    return { db, jwtSecret, afterListening };
  } catch (error) {
    await db.knex.destroy();
    throw error;
  }
}
