import { Readable } from 'node:stream';
import { gunzipSync, gzipSync } from 'node:zlib';
import { BACKUP_FORMAT, BACKUP_PATH } from '@portfolio/contracts/backup';
import { mediaResponseSchema } from '@portfolio/contracts/media';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { saveSiteConfig } from '../repositories/siteConfigRepository';
import { DEMO_MEDIA_KEY } from '../seed/demoMedia';
import { DEMO_SEEDED_KEY } from '../seed/seedDemo';
import { noisyPngWithAlpha, PDF_FILE } from '../testing/images';
import { type JsonClient, jsonClient } from '../testing/jsonClient';
import { publicAnswers } from '../testing/publicAnswers';
import { type TestDatabase, type TestDatabaseKind, testDatabaseKinds } from '../testing/testDatabases';
import { startTestServer, type TestServer } from '../testing/testServer';
import { BackupError } from './errors';
import { BACKUP_VERSION, parseHeader } from './format';
import { openReadView } from './readView';
import { restoreArchive } from './restoreArchive';
import { SETTINGS_KEYS } from './tables';
import { archiveLines, archiveStream } from './writeArchive';

const kinds = testDatabaseKinds();
const sqlite = kinds.find((kind) => kind.name === 'sqlite') as TestDatabaseKind;
const mysql = kinds.find((kind) => kind.name === 'mysql');
/** SQLite → MySQL and MySQL → SQLite when TEST_MYSQL_URL is set; else SQLite → SQLite. */
const crossings = (mysql ? [[sqlite, mysql], [mysql, sqlite]] : [[sqlite, sqlite]]).map(([from, to]) => ({ from: from as TestDatabaseKind, to: to as TestDatabaseKind }));

const made: TestDatabase[] = [];
afterAll(async () => {
  for (const database of made.splice(0)) await database.dispose();
});
async function fresh(kind: TestDatabaseKind): Promise<TestDatabase> {
  const database = await kind.create();
  made.push(database);
  return database;
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The archive of `db` (gzip bytes), as `npm run backup` writes it. */
async function backupOf(db: Database, database: TestDatabase): Promise<Buffer> {
  return bytesOf(archiveStream(await openReadView(db, database.settings)));
}

/** Every row line of an archive, parsed, in order (the header aside: it names the source and the time). */
function rowsOf(archive: Buffer): unknown[] {
  return gunzipSync(archive)
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .slice(1)
    .map((line) => JSON.parse(line) as unknown);
}

function headerOf(archive: Buffer) {
  return parseHeader(gunzipSync(archive).toString('utf8').split('\n')[0] ?? '');
}

async function withDatabase<T>(database: TestDatabase, use: (db: Database) => Promise<T>): Promise<T> {
  const db = openDatabase(database.settings);
  try {
    await migrateToLatest(db.knex);
    return await use(db);
  } finally {
    await db.knex.destroy();
  }
}

const restoreInto = (database: TestDatabase, archive: Buffer, replace = false) => withDatabase(database, (db) => restoreArchive(db, Readable.from([archive]), { replace }));

async function expectCreated(api: JsonClient, path: string, body: unknown) {
  const answer = await api.post(path, body);
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  return answer.body;
}

/**
 * The demo (config, projects, art with reviews and covers, posts, its images as media), plus an
 * image of several megabytes (stored in parts) shown by a post and a project, a resume PDF, a
 * draft, edits (revisions) and a delete (trash).
 */
async function fillSite(server: TestServer): Promise<void> {
  const api = jsonClient(server);
  const authorization = `Bearer ${server.tokens.issue()}`;
  const form = new FormData();
  form.append('alt', 'Noise, in colour');
  form.append('file', new Blob([new Uint8Array(await noisyPngWithAlpha(800, 800))], { type: 'image/png' }), 'noise.png');
  const uploaded = await fetch(`${server.baseUrl}/api/admin/media`, { method: 'POST', headers: { Authorization: authorization }, body: form });
  expect(uploaded.status).toBe(201);
  const { media } = mediaResponseSchema.parse(await uploaded.json());

  const resume = new FormData();
  resume.append('file', new Blob([new Uint8Array(PDF_FILE)], { type: 'application/pdf' }), 'resume.pdf');
  expect((await fetch(`${server.baseUrl}/api/upload-resume`, { method: 'POST', headers: { Authorization: authorization }, body: resume })).status).toBe(201);

  await expectCreated(api, '/api/admin/writing', {
    action: 'add',
    title: 'Noise, byte for byte',
    date: '2026-01-05',
    kind: 'essay',
    content: `# Noise\n\n![${media.alt}](${media.url})\n\n| a | b |\n|---|---|\n| ü | 🎛 |\n\n\`\`\`ts\nconst x = 1;\n\`\`\`\n`,
  });
  await expectCreated(api, '/api/admin/writing', { action: 'add', title: 'Not yet', date: '2026-01-06', kind: 'essay', content: 'A draft.', draft: true });
  await expectCreated(api, '/api/admin/projects', {
    action: 'add',
    title: 'Noise machine',
    description: 'Makes noise.',
    date: '2026-01-04',
    images: [media.url],
    imageAlts: [media.alt],
  });
  await expectCreated(api, '/api/admin/writing', { action: 'edit', slug: 'noise-byte-for-byte', update: { title: 'Noise, bit for bit' } });
  await expectCreated(api, '/api/admin/projects', { action: 'remove', id: 'noise-machine' });
  await expectCreated(api, '/api/admin/projects', { action: 'add', title: 'Noise machine', description: 'Makes noise, again.', date: '2026-01-04', images: [media.url] });
  server.forgetCachedReads();
}

describe.each(crossings)('backup from $from.name, restored into $to.name', ({ from, to }) => {
  it('gives byte-identical public answers and media, and the same rows', { timeout: 120_000 }, async () => {
    const source = await fresh(from);
    const first = await startTestServer(source, { seedDemo: true });
    let archive: Buffer;
    let before: Awaited<ReturnType<typeof publicAnswers>>;
    try {
      await fillSite(first);
      before = await publicAnswers(first.baseUrl);
      // The admin's download is the archive.
      const download = await fetch(`${first.baseUrl}${BACKUP_PATH}`, { headers: { Authorization: `Bearer ${first.tokens.issue()}` } });
      expect(download.status).toBe(200);
      archive = Buffer.from(await download.arrayBuffer());
      expect(rowsOf(archive)).toEqual(rowsOf(await backupOf(first.db, source)));
    } finally {
      await first.close();
    }
    const header = headerOf(archive);
    expect(header).toMatchObject({ format: BACKUP_FORMAT, version: BACKUP_VERSION, source: from.name });
    const listed = header.tables.map((table) => table.name);
    expect(listed).toEqual(expect.arrayContaining(['site_config', 'projects', 'writing_posts', 'art_entries', 'art_covers', 'stored_files', 'stored_file_chunks', 'media', 'media_files', 'settings']));
    const lines = rowsOf(archive) as { t: string; r: Record<string, unknown> }[];
    // Only the demo's markers of all settings: no password hash, no secret, no token generation.
    expect(lines.filter((line) => line.t === 'settings').map((line) => line.r.key)).toEqual([DEMO_MEDIA_KEY, DEMO_SEEDED_KEY].sort());
    expect(lines.some((line) => line.t === 'media_files' && (line.r.part as number) > 0)).toBe(true);

    const target = await fresh(to);
    const summary = await restoreInto(target, archive);
    expect(summary.rows.reduce((sum, table) => sum + table.rows, 0)).toBe(lines.length);
    const second = await startTestServer(target, { seedDemo: true });
    try {
      const after = await publicAnswers(second.baseUrl);
      expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
      for (const [path, answer] of Object.entries(before)) expect(after[path], path).toEqual(answer);
      expect(Object.keys(before).some((path) => path.startsWith('/media/'))).toBe(true);
      expect(Object.keys(before).some((path) => path.startsWith('/uploads/'))).toBe(true);
      // Every row as it was: revisions, trash and drafts too.
      expect(rowsOf(await backupOf(second.db, target))).toEqual(lines);
    } finally {
      await second.close();
    }
  });
});

describe.each(kinds)('restore on $name', (kind) => {
  async function smallArchive(text: string): Promise<Buffer> {
    const database = await fresh(kind);
    return withDatabase(database, async (db) => {
      await saveSiteConfig(db.knex, { ...(await import('../seed/demoConfig')).demoSiteConfig, profileText: text });
      await db.knex('projects').insert({ id: 'p1', title: 'P1', description: text, tech: '[]', type: 'software', status: 'live', date: '2026-01-01', images: '[]' });
      return backupOf(db, database);
    });
  }
  const profileOf = (database: TestDatabase) => withDatabase(database, async (db) => ((await db.knex('site_config').first('profile_text')) as { profile_text: string }).profile_text);

  it('refuses a database that holds content, changing nothing, and replaces it with --replace', async () => {
    const archive = await smallArchive('from the archive');
    const target = await fresh(kind);
    await withDatabase(target, async (db) => {
      await saveSiteConfig(db.knex, { ...(await import('../seed/demoConfig')).demoSiteConfig, profileText: 'already here' });
      await db.knex('writing_posts').insert({ slug: 'mine', title: 'Mine', date: '2026-01-02', kind: 'essay', content: 'x' });
    });
    await expect(restoreInto(target, archive)).rejects.toThrow(/already holds content \(1 site_config row, 1 writing_posts row\).*--replace/);
    expect(await profileOf(target)).toBe('already here');

    await restoreInto(target, archive, true);
    expect(await profileOf(target)).toBe('from the archive');
    await withDatabase(target, async (db) => {
      expect(await db.knex('writing_posts').count({ n: '*' }).first()).toEqual({ n: 0 });
      expect(((await db.knex('projects').select('id')) as { id: string }[]).map((row) => row.id)).toEqual(['p1']);
    });
  });

  it('refuses a newer format version, an archive with a column this database lacks, and one cut short, writing nothing', async () => {
    const archive = await smallArchive('x');
    const lines = gunzipSync(archive).toString('utf8').split('\n').filter(Boolean);
    const header = JSON.parse(lines[0] ?? '') as { version: number; tables: { name: string; columns: string[]; rows: number }[] };
    const rewrite = (first: unknown, rest = lines.slice(1)) => gzipSync([JSON.stringify(first), ...rest, ''].join('\n'));

    const target = await fresh(kind);
    await expect(restoreInto(target, rewrite({ ...header, version: BACKUP_VERSION + 1 }))).rejects.toThrow(
      `This archive is format version ${BACKUP_VERSION + 1}; this version of the site reads version ${BACKUP_VERSION} and older. Update the site, then restore.`,
    );
    const widened = { ...header, tables: header.tables.map((table) => (table.name === 'projects' ? { ...table, columns: [...table.columns, 'colour'] } : table)) };
    await expect(restoreInto(target, rewrite(widened))).rejects.toThrow(/"projects" has column\(s\) colour, which this database lacks/);
    await expect(restoreInto(target, rewrite(header, lines.slice(1, -1)))).rejects.toThrow(/cut short or damaged/);
    await expect(restoreInto(target, archive.subarray(0, archive.length - 10))).rejects.toThrow(BackupError);
    await expect(restoreInto(target, Buffer.from('{"format":"zip"}\n'))).rejects.toThrow(/not a backup archive/);
    await expect(restoreInto(target, gzipSync('{"format":"zip"}\n'))).rejects.toThrow(/not a backup archive/);
    const smuggled = JSON.stringify({ t: 'settings', r: { key: 'owner_password_hash', value: 'x', updated_at: '2026-01-01 00:00:00' } });
    const withSettings = { ...header, tables: header.tables.map((table) => (table.name === 'settings' ? { ...table, rows: table.rows + 1 } : table)) };
    await expect(restoreInto(target, rewrite(withSettings, [...lines.slice(1), smuggled]))).rejects.toThrow(/a setting a backup never holds/);
    await withDatabase(target, async (db) => {
      for (const table of ['site_config', 'projects']) expect(await db.knex(table).count({ n: '*' }).first(), table).toEqual({ n: 0 });
    });
  });
});

describe.each(kinds)('GET /api/admin/backup on $name', (kind) => {
  it('needs the owner token and serves the archive as a download', async () => {
    const server = await startTestServer(await fresh(kind));
    try {
      expect((await fetch(`${server.baseUrl}${BACKUP_PATH}`)).status).toBe(401);
      expect((await fetch(`${server.baseUrl}${BACKUP_PATH}`, { headers: { Authorization: 'Bearer a.b.c' } })).status).toBe(401);
      const response = await fetch(`${server.baseUrl}${BACKUP_PATH}`, { headers: { Authorization: `Bearer ${server.tokens.issue()}` } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/gzip');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="portfolio-backup-\d{4}-\d{2}-\d{2}\.ndjson\.gz"$/);
      const header = headerOf(Buffer.from(await response.arrayBuffer()));
      expect(header).toMatchObject({ format: BACKUP_FORMAT, version: BACKUP_VERSION, source: kind.name });
    } finally {
      await server.close();
    }
  });
});

describe.each(kinds)('the archive on $name', (kind) => {
  it('is one moment of the site: a write during the backup goes on, and is not in it', async () => {
    const database = await fresh(kind);
    await withDatabase(database, async (db) => {
      const insert = (id: string) => db.knex('projects').insert({ id, title: id, description: '', tech: '[]', type: 'software', status: 'live', date: '2026-01-01', images: '[]' });
      await insert('before');
      const view = await openReadView(db, database.settings);
      const lines = archiveLines(view);
      const header = JSON.parse((await lines.next()).value as string) as { tables: { name: string; rows: number }[] };
      await insert('during');
      const rest: string[] = [];
      for await (const line of lines) rest.push(line);
      await view.end();
      expect(header.tables.find((table) => table.name === 'projects')?.rows).toBe(1);
      expect(rest.map((line) => JSON.parse(line) as { t: string; r: { id?: string } }).filter((line) => line.t === 'projects').map((line) => line.r.id)).toEqual(['before']);
    });
  });

  it('ends its view (the transaction, or the second SQLite connection) when the reader goes away, started or not', async () => {
    const database = await fresh(kind);
    await withDatabase(database, async (db) => {
      const post = (index: number) => ({ slug: `p${index}`, title: 't', date: '2026-01-01', kind: 'essay', content: `${index}`.repeat(5000) });
      await db.knex('writing_posts').insert(Array.from({ length: 60 }, (_, index) => post(index)));
      for (const readFirst of [true, false]) {
        const view = await openReadView(db, database.settings);
        let ended = 0;
        const stream = archiveStream({
          ...view,
          end: async () => {
            ended += 1;
            await view.end();
          },
        });
        if (readFirst) await new Promise((resolve) => stream.once('data', resolve));
        stream.destroy();
        await expect.poll(() => ended).toBe(1);
      }
    });
  });
});

describe('the archive', () => {
  it('carries exactly the demo markers of the settings', () => {
    expect([...SETTINGS_KEYS].sort()).toEqual([DEMO_MEDIA_KEY, DEMO_SEEDED_KEY].sort());
  });
});
