import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RESUME_MAX_BYTES, uploadResponseSchema } from '@portfolio/contracts/upload';
import { describe, expect, it } from 'vitest';
import { UPLOAD_CONTENT_SECURITY_POLICY } from '../http/uploads';
import { rawGet } from '../testing/rawHttp';
import { testDatabaseKinds } from '../testing/testDatabases';
import { tokenAttacks } from '../testing/tokenAttacks';
import { useTestServer } from '../testing/useTestServer';

const pdf = (size = 2048) => {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.7\n', 0, 'latin1');
  return bytes;
};

function form(bytes: Buffer, { field = 'file', name = 'resume.pdf', type = 'application/pdf' } = {}): FormData {
  const body = new FormData();
  body.append(field, new Blob([bytes], { type }), name);
  return body;
}

describe.each(testDatabaseKinds())('resume upload on $name', (kind) => {
  const { server, token } = useTestServer(kind);

  const upload = (body: FormData | string, headers: Record<string, string> = { Authorization: `Bearer ${token()}` }) =>
    fetch(`${server().baseUrl}/api/upload-resume`, { method: 'POST', headers, body });
  const storedPdfs = () => (existsSync(server().config.uploadDir) ? readdirSync(server().config.uploadDir).filter((name) => name.endsWith('.pdf')) : []);
  const incoming = () => {
    const dir = join(server().config.uploadDir, '.incoming');
    return existsSync(dir) ? readdirSync(dir) : [];
  };

  it.each(tokenAttacks('test-secret-that-is-at-least-32-characters-long'))('refuses an upload with a token: $name', async ({ authorization }) => {
    const before = storedPdfs();
    const response = await upload(form(pdf()), authorization === undefined ? {} : { Authorization: authorization });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: string }).error).toMatch(/token/);
    expect(storedPdfs()).toEqual(before);
  });

  it('stores a PDF under a random name, serves it safely, and makes it the resume link', async () => {
    const bytes = pdf(50_000);
    const response = await upload(form(bytes, { name: '../../evil name.pdf' }));
    expect(response.status).toBe(201);
    const { url } = uploadResponseSchema.parse(await response.json());
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.pdf$/);
    expect(readFileSync(join(server().config.uploadDir, url.slice('/uploads/'.length)))).toEqual(bytes);
    expect(incoming()).toEqual([]);

    const served = await fetch(`${server().baseUrl}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe(UPLOAD_CONTENT_SECURITY_POLICY);
    expect(served.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(bytes);

    const config = (await (await fetch(`${server().baseUrl}/api/config`)).json()) as { resumeDownloadLink: string };
    expect(config.resumeDownloadLink).toBe(url);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const response = await upload(form(pdf(RESUME_MAX_BYTES)));
    expect(response.status).toBe(201);
  });

  it('refuses a file that is not a PDF, whatever its name and declared type, with 415', async () => {
    const before = storedPdfs();
    for (const bytes of [Buffer.from('<html><script>alert(1)</script></html>'), Buffer.alloc(0), Buffer.from('%PDF')]) {
      const response = await upload(form(bytes, { name: 'resume.pdf', type: 'application/pdf' }));
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ error: 'file: only PDF files are accepted' });
    }
    expect(storedPdfs()).toEqual(before);
    expect(incoming()).toEqual([]);
  });

  it('refuses a file over 10 MB with 413 while it streams in, keeping nothing', async () => {
    const before = storedPdfs();
    const response = await upload(form(pdf(RESUME_MAX_BYTES + 1)));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'file: must be at most 10 MB' });
    expect(storedPdfs()).toEqual(before);
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
