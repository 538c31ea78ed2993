import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { readSiteConfig, saveSiteConfig } from '../repositories/siteConfigRepository';
import { insertStoredFile, readStoredFile } from '../repositories/storedFilesRepository';
import { demoSiteConfig } from '../seed/demoConfig';
import { PDF_FILE } from '../testing/images';

const run = promisify(execFile);
const API_DIR = join(import.meta.dirname, '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'portfolio-backup-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs an entry point as `npm run backup` / `npm run restore` do (from TypeScript, through tsx), from `dir`. */
async function cli(entry: 'backup' | 'restore', args: string[], database: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...process.env, DATABASE_URL: `sqlite:${join(dir, database)}`, INIT_CWD: dir, DATA_DIR: dir };
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', `src/${entry}.ts`, ...args], { cwd: API_DIR, env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function withSqlite<T>(name: string, use: (knex: ReturnType<typeof openDatabase>['knex']) => Promise<T>): Promise<T> {
  const db = openDatabase({ client: 'sqlite', filename: join(dir, name) });
  try {
    await migrateToLatest(db.knex);
    return await use(db.knex);
  } finally {
    await db.knex.destroy();
  }
}

describe('npm run backup / npm run restore', () => {
  it('write an archive and load it into an empty database; refuse a full one unless --replace; fail in one line', { timeout: 60_000 }, async () => {
    await withSqlite('source.sqlite', async (knex) => {
      await saveSiteConfig(knex, { ...demoSiteConfig, profileText: 'Backed up.' });
      await knex.transaction((trx) => insertStoredFile(trx, { name: 'resume.pdf', contentType: 'application/pdf', bytes: PDF_FILE }));
    });

    const backup = await cli('backup', ['--out', 'site.ndjson.gz'], 'source.sqlite');
    expect(backup, backup.stderr).toMatchObject({ code: 0, stdout: `Backup written to ${join(dir, 'site.ndjson.gz')}\n` });
    expect(readdirSync(dir).filter((name) => name.includes('.partial-'))).toEqual([]);

    const restored = await cli('restore', ['site.ndjson.gz'], 'target.sqlite');
    expect(restored, restored.stderr).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Restored 3 rows \(site_config 1, stored_files 1, stored_file_chunks 1\) from a sqlite backup made /) });
    await withSqlite('target.sqlite', async (knex) => {
      expect((await readSiteConfig(knex)).profileText).toBe('Backed up.');
      expect((await readStoredFile(knex, 'resume.pdf'))?.bytes).toEqual(PDF_FILE);
    });

    const [again, missing, noOut] = await Promise.all([
      cli('restore', ['site.ndjson.gz'], 'target.sqlite'),
      cli('restore', ['nope.gz'], 'other.sqlite'),
      cli('backup', [], 'source.sqlite'),
    ]);
    expect(again).toMatchObject({
      code: 1,
      stderr: 'The database already holds content (1 site_config row, 1 stored_files row). Restore into an empty database, or add --replace to replace everything in it with the archive.\n',
    });
    expect(missing).toMatchObject({ code: 1, stderr: 'Cannot read nope.gz: no such file\n' });
    expect(existsSync(join(dir, 'other.sqlite'))).toBe(false);
    expect(noOut).toMatchObject({ code: 1, stderr: 'Name the archive to write. Usage: npm run backup -- --out FILE\n' });

    await withSqlite('target.sqlite', (knex) => saveSiteConfig(knex, { ...demoSiteConfig, profileText: 'Changed since.' }));
    const replaced = await cli('restore', ['site.ndjson.gz', '--replace'], 'target.sqlite');
    expect(replaced, replaced.stderr).toMatchObject({ code: 0 });
    await withSqlite('target.sqlite', async (knex) => expect((await readSiteConfig(knex)).profileText).toBe('Backed up.'));
  });
});
