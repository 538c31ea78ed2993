import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, truncateSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RESUME_MAX_BYTES } from '@portfolio/contracts/upload';
import { afterEach, describe, expect, it } from 'vitest';
import { capturedLog } from './testing/capturedLog';
import { testDatabaseKinds } from './testing/testDatabases';
import type { TestServer } from './testing/testServer';
import { useFreshServers } from './testing/useTestServer';

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n${text}\n%%EOF\n`, 'latin1');
const storedName = () => `${randomBytes(16).toString('hex')}.pdf`;

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** An upload folder as an earlier version left it. */
function uploadFolder(files: Record<string, Buffer>): string {
  const folder = mkdtempSync(join(tmpdir(), 'portfolio-uploads-'));
  folders.push(folder);
  for (const [name, bytes] of Object.entries(files)) writeFileSync(join(folder, name), bytes, { mode: 0o600 });
  return folder;
}

async function get(server: TestServer, path: string): Promise<{ status: number; body: string; lastModified: string | null }> {
  const response = await fetch(`${server.baseUrl}${path}`);
  return { status: response.status, body: await response.text(), lastModified: response.headers.get('last-modified') };
}

const storedNames = async (server: TestServer) => ((await server.db.knex('stored_files').pluck('name')) as string[]).sort();

describe.each(testDatabaseKinds())('resumes left in UPLOAD_DIR, on $name', (kind) => {
  const startServer = useFreshServers(kind);

  it('are imported at start and served at their old URLs, with their old Last-Modified; the rest is logged and skipped', async () => {
    const [kept, other, notPdf, folderPdf, tooLarge] = [storedName(), storedName(), storedName(), storedName(), storedName()];
    const dir = uploadFolder({ [kept]: pdf('kept'), [other]: pdf('other'), [notPdf]: Buffer.from('<html>'), 'resume.pdf': pdf('misnamed'), 'notes.txt': Buffer.from('x') });
    utimesSync(join(dir, kept), new Date('2025-03-04T05:06:07Z'), new Date('2025-03-04T05:06:07Z'));
    mkdirSync(join(dir, folderPdf));
    mkdirSync(join(dir, '.incoming'));
    writeFileSync(join(dir, '.incoming', 'a'.repeat(32)), pdf('half-written'));
    writeFileSync(join(dir, tooLarge), pdf('large'));
    truncateSync(join(dir, tooLarge), RESUME_MAX_BYTES + 1);
    const before = readdirSync(dir, { recursive: true }).sort();

    const { log, lines } = capturedLog();
    const server = await startServer({ uploadDir: dir }, log);
    expect(await get(server, `/uploads/${kept}`)).toEqual({ status: 200, body: pdf('kept').toString('latin1'), lastModified: 'Tue, 04 Mar 2025 05:06:07 GMT' });
    expect(await get(server, `/uploads/${other}`)).toMatchObject({ status: 200, body: pdf('other').toString('latin1') });
    for (const name of [notPdf, folderPdf, tooLarge]) expect(await get(server, `/uploads/${name}`)).toMatchObject({ status: 404, body: '{"error":"File not found"}' });
    expect(await storedNames(server)).toEqual([kept, other].sort());

    const said = lines.filter((line) => line.startsWith('Uploads:'));
    expect(said.filter((line) => line.includes('imported'))).toEqual([
      `Uploads: imported 2 file(s) from ${dir} into the database; /uploads/ is served from there, so the folder can be removed once every server has started.`,
    ]);
    expect(said.filter((line) => line.includes('skipped')).sort()).toEqual(
      [
        `Uploads: skipped ${join(dir, notPdf)} (not a PDF: it does not start with %PDF-); it is not served.`,
        `Uploads: skipped ${join(dir, folderPdf)} (not a regular file); it is not served.`,
        `Uploads: skipped ${join(dir, tooLarge)} (larger than 10 MB); it is not served.`,
        `Uploads: skipped ${join(dir, 'resume.pdf')} (not a name the server gives, 32 hex digits and .pdf, so no /uploads/ URL reached it); it is not served.`,
      ].sort(),
    );
    expect(said).toHaveLength(5);
    // The folder is only read.
    expect(readdirSync(dir, { recursive: true }).sort()).toEqual(before);
  });

  it('imports nothing twice: a restart keeps what the table holds, even if the file changed on disk', async () => {
    const name = storedName();
    const dir = uploadFolder({ [name]: pdf('first') });
    const first = await startServer({ uploadDir: dir });
    await first.close();
    writeFileSync(join(dir, name), pdf('changed on disk'));

    const { log, lines } = capturedLog();
    const restarted = await startServer({ uploadDir: dir }, log);
    expect(lines.filter((line) => line.startsWith('Uploads:'))).toEqual([]);
    expect(await get(restarted, `/uploads/${name}`)).toMatchObject({ status: 200, body: pdf('first').toString('latin1') });
    expect(await storedNames(restarted)).toEqual([name]);
  });

  it('stores each file once when two servers start on the same database at the same moment', async () => {
    await startServer(); // The schema is in place, as when a second server joins a running one.
    const names = [storedName(), storedName(), storedName()];
    const dir = uploadFolder(Object.fromEntries(names.map((name) => [name, pdf(name)])));
    const logs = [capturedLog(), capturedLog()];
    const servers = await Promise.all(logs.map(({ log }) => startServer({ uploadDir: dir }, log)));
    const said = logs.flatMap(({ lines }) => lines.filter((line) => line.startsWith('Uploads:')));
    expect(said.every((line) => line.includes(' imported '))).toBe(true);
    expect(said.reduce((sum, line) => sum + Number(/imported (\d+) file/.exec(line)?.[1] ?? 0), 0)).toBe(3);
    for (const server of servers) {
      for (const name of names) expect(await get(server, `/uploads/${name}`)).toMatchObject({ status: 200, body: pdf(name).toString('latin1') });
    }
    expect(await storedNames(servers[0] as TestServer)).toEqual([...names].sort());
  });

  it('starts as usual when UPLOAD_DIR is missing, and says why when it cannot be read', async () => {
    const missing = capturedLog();
    await startServer({ uploadDir: join(tmpdir(), `portfolio-no-uploads-${randomBytes(4).toString('hex')}`) }, missing.log);
    expect(missing.lines.filter((line) => line.startsWith('Uploads:'))).toEqual([]);

    const notAFolder = join(uploadFolder({ 'file.bin': Buffer.from('x') }), 'file.bin');
    const unreadable = capturedLog();
    const server = await startServer({ uploadDir: notAFolder }, unreadable.log);
    expect(unreadable.lines.filter((line) => line.startsWith('Uploads:'))).toEqual([
      `Uploads: could not read UPLOAD_DIR ${notAFolder} (ENOTDIR); its files were not imported.`,
    ]);
    expect((await get(server, '/api/health')).status).toBe(200);
  });
});
