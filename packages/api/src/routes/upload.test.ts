import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { RESUME_MAX_BYTES, uploadResponseSchema } from '@portfolio/contracts/upload';
import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { UPLOAD_CONTENT_SECURITY_POLICY } from '../http/uploads';
import { insertStoredFile, readStoredFile } from '../repositories/storedFilesRepository';
import { rawGet } from '../testing/rawHttp';
import { testDatabaseKinds } from '../testing/testDatabases';
import type { TestServer } from '../testing/testServer';
import { tokenAttacks } from '../testing/tokenAttacks';
import { useFreshServers, useTestServer } from '../testing/useTestServer';

const storedNames = async (knex: Knex) => ((await knex('stored_files').pluck('name')) as string[]).sort();

const pdf = (size = 2048) => {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.7\n', 0, 'latin1');
  return bytes;
};

function form(bytes: Buffer, { field = 'file', name = 'resume.pdf', type = 'application/pdf' } = {}): FormData {
  const body = new FormData();
  body.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return body;
}

describe.each(testDatabaseKinds())('resume upload on $name', (kind) => {
  const { server, token } = useTestServer(kind);

  const upload = (body: FormData | string, headers: Record<string, string> = { Authorization: `Bearer ${token()}` }) =>
    fetch(`${server().baseUrl}/api/upload-resume`, { method: 'POST', headers, body });
  const storedPdfs = () => storedNames(server().db.knex);
  /** Anything an upload left on disk: files are kept in the database, so nothing, not even the folder. */
  const incoming = () => (existsSync(server().config.uploadDir) ? readdirSync(server().config.uploadDir, { recursive: true }) : []);

  it.each(tokenAttacks('test-secret-that-is-at-least-32-characters-long'))('refuses an upload with a token: $name', async ({ authorization }) => {
    const before = await storedPdfs();
    const response = await upload(form(pdf()), authorization === undefined ? {} : { Authorization: authorization });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: string }).error).toMatch(/token/);
    expect(await storedPdfs()).toEqual(before);
  });

  it('stores a PDF under a random name, serves it safely, and makes it the resume link', async () => {
    const bytes = pdf(50_000);
    const response = await upload(form(bytes, { name: '../../evil name.pdf' }));
    expect(response.status).toBe(201);
    const { url } = uploadResponseSchema.parse(await response.json());
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.pdf$/);
    expect((await readStoredFile(server().db.knex, url.slice('/uploads/'.length)))?.bytes).toEqual(bytes);
    expect(incoming()).toEqual([]);

    const served = await fetch(`${server().baseUrl}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe(UPLOAD_CONTENT_SECURITY_POLICY);
    expect(served.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/);
    expect(served.headers.get('content-disposition')).toBe('inline; filename="resume.pdf"');
    expect(served.headers.get('cache-control')).toBe('max-age=31536000,immutable');
    expect(served.headers.get('content-length')).toBe(String(bytes.length));
    expect(served.headers.get('content-encoding')).toBeNull();
    expect(Date.now() - Date.parse(served.headers.get('last-modified') ?? '')).toBeLessThan(60_000);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(bytes);

    const head = await fetch(`${server().baseUrl}${url}`, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-type'), head.headers.get('content-length'), await head.text()]).toEqual([200, 'application/pdf', String(bytes.length), '']);

    const config = (await (await fetch(`${server().baseUrl}/api/config`)).json()) as { resumeDownloadLink: string };
    expect(config.resumeDownloadLink).toBe(url);
  });

  it('accepts a file of exactly 10 MB, and serves it whole', async () => {
    const bytes = pdf(RESUME_MAX_BYTES);
    bytes.write('%%EOF', RESUME_MAX_BYTES - 5, 'latin1');
    const response = await upload(form(bytes));
    expect(response.status).toBe(201);
    const { url } = uploadResponseSchema.parse(await response.json());
    const served = await fetch(`${server().baseUrl}${url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('refuses a file that is not a PDF, whatever its name and declared type, with 415', async () => {
    const before = await storedPdfs();
    for (const bytes of [Buffer.from('<html><script>alert(1)</script></html>'), Buffer.alloc(0), Buffer.from('%PDF')]) {
      const response = await upload(form(bytes, { name: 'resume.pdf', type: 'application/pdf' }));
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ error: 'file: only PDF files are accepted' });
    }
    expect(await storedPdfs()).toEqual(before);
    expect(incoming()).toEqual([]);
  });

  it('refuses a file over 10 MB with 413 while it streams in, keeping nothing', async () => {
    const before = await storedPdfs();
    const response = await upload(form(pdf(RESUME_MAX_BYTES + 1)));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'file: must be at most 10 MB' });
    expect(await storedPdfs()).toEqual(before);
    expect(incoming()).toEqual([]);
  });

  it('answers 400 when the file is missing, misnamed, doubled or the body is not multipart', async () => {
    const noFile = new FormData();
    noFile.append('note', 'hello');
    const twoFiles = form(pdf());
    twoFiles.append('file', new Blob([pdf()]), 'second.pdf');
    const cases: Array<[FormData | string, Record<string, string>, string]> = [
      [noFile, {}, 'file: a PDF file is required (multipart field "file")'],
      [form(pdf(), { field: 'resume' }), {}, 'Send one file, in the field "file"'],
      [twoFiles, {}, 'Send one file, in the field "file"'],
      ['{}', { 'Content-Type': 'application/json' }, 'file: a PDF file is required (multipart field "file")'],
      ['--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-', { 'Content-Type': 'multipart/form-data; boundary=x' }, 'Malformed multipart body'],
      ['garbage', { 'Content-Type': 'multipart/form-data' }, 'Malformed multipart body'],
    ];
    for (const [body, headers, error] of cases) {
      const response = await upload(body, { Authorization: `Bearer ${token()}`, ...headers });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error });
    }
    expect(incoming()).toEqual([]);
  });

  it('answers every path traversal attempt under /uploads with a 404 that leaks nothing', async () => {
    const uploaded = await upload(form(pdf()));
    expect(uploaded.status).toBe(201);
    const stored = uploadResponseSchema.parse(await uploaded.json()).url.slice('/uploads/'.length);
    const attempts = [
      '/uploads/../test.sqlite',
      '/uploads/../../etc/passwd',
      '/uploads/..%2ftest.sqlite',
      '/uploads/..%2F..%2Fetc%2Fpasswd',
      '/uploads/%2e%2e/%2e%2e/etc/passwd',
      '/uploads/..\\test.sqlite',
      '/uploads/.incoming/',
      `/uploads/.incoming/${stored}`,
      `/uploads/${stored}/..`,
      `/uploads/${stored}%00.txt`,
      `/uploads/${stored.toUpperCase()}`,
      `/uploads/./${stored}`,
      '/uploads/0123456789abcdef0123456789abcdef.pdf',
      '/uploads/',
      '/uploads',
    ];
    for (const path of attempts) {
      const response = await rawGet(server().baseUrl, path);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(JSON.parse(response.body)).toEqual({ error: 'File not found' });
    }
    expect(stored).not.toBe('');
    expect((await rawGet(server().baseUrl, `/uploads/${stored}`)).status).toBe(200);
  });
});

describe.each(testDatabaseKinds())('resumes on two servers sharing one $name database', (kind) => {
  const startServer = useFreshServers(kind);

  const uploadTo = async (server: TestServer, bytes: Buffer) => {
    const response = await fetch(`${server.baseUrl}/api/upload-resume`, { method: 'POST', headers: { Authorization: `Bearer ${server.tokens.issue()}` }, body: form(bytes) });
    expect(response.status).toBe(201);
    return uploadResponseSchema.parse(await response.json()).url;
  };
  /** The status, and whether the body is `bytes` (a deep equal of megabytes takes vitest seconds). */
  const download = async (server: TestServer, url: string, bytes: Buffer) => {
    const response = await fetch(`${server.baseUrl}${url}`);
    return { status: response.status, same: Buffer.from(await response.arrayBuffer()).equals(bytes) };
  };
  const served = { status: 200, same: true };

  it('serves a file uploaded through one server from the other, and it becomes the resume link on both', async () => {
    const [first, second] = [await startServer(), await startServer()];
    const bytes = pdf(3 * 1024 * 1024 + 17);
    const url = await uploadTo(first, bytes);
    expect(await download(second, url, bytes)).toEqual(served);
    expect(await download(first, url, bytes)).toEqual(served);
    second.forgetCachedReads();
    const config = (await (await fetch(`${second.baseUrl}/api/config`)).json()) as { resumeDownloadLink: string };
    expect(config.resumeDownloadLink).toBe(url);
  });

  it('does not remember a missing file: one another server stores next is served at once', async () => {
    const [server, other] = [await startServer(), await startServer()];
    const name = `${randomBytes(16).toString('hex')}.pdf`;
    const bytes = pdf();
    expect((await download(server, `/uploads/${name}`, bytes)).status).toBe(404);
    await other.db.knex.transaction((trx) => insertStoredFile(trx, { name, contentType: 'application/pdf', bytes }));
    expect(await download(server, `/uploads/${name}`, bytes)).toEqual(served);
  });

  it('keeps a file it served in memory: a second read needs no query', async () => {
    const server = await startServer();
    const bytes = pdf();
    const url = await uploadTo(server, bytes);
    expect(await download(server, url, bytes)).toEqual(served);
    // Files never change; were it read again, the rows gone from the database would make it a 404.
    await server.db.knex('stored_files').delete();
    expect(await download(server, url, bytes)).toEqual(served);
  });
});
