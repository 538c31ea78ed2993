import { describe, expect, it } from 'vitest';
import { slowRequest } from '../testing/slowClient';
import { testDatabaseKinds } from '../testing/testDatabases';
import { useTestServer } from '../testing/useTestServer';
import { BODY_TIMEOUT_MS, HEADERS_TIMEOUT_MS, UPLOAD_IDLE_TIMEOUT_MS } from './requestTimeouts';

const [sqlite] = testDatabaseKinds();
const SLACK_MS = 2500;

/** A multipart body holding one small PDF, cut into `parts` pieces to be sent one a second. */
function multipartPdf(parts: number): { type: string; pieces: Buffer[]; length: number } {
  const boundary = 'slow-upload-boundary';
  const pdf = Buffer.alloc(2048, 0x20);
  pdf.write('%PDF-1.7\n', 0, 'latin1');
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="resume.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    pdf,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const size = Math.ceil(body.length / parts);
  const pieces = Array.from({ length: parts }, (_, i) => body.subarray(i * size, (i + 1) * size));
  return { type: `multipart/form-data; boundary=${boundary}`, pieces, length: body.length };
}

describe('slow clients are cut off', () => {
  if (!sqlite) throw new Error('SQLite is always a test database kind');
  const { server, token } = useTestServer(sqlite);

  const head = (line: string, headers: Record<string, string | number>) =>
    `${line} HTTP/1.1\r\nHost: localhost\r\n${Object.entries({ Connection: 'close', ...headers })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('')}\r\n`;

  it('within the bounds, while the owner may upload slowly as long as bytes keep coming', async () => {
    const baseUrl = server().baseUrl;
    const owner = `Bearer ${token()}`;
    const drip = (count: number) => Array.from({ length: count }, () => ' ');
    const upload = multipartPdf(36);

    const [json, headers, slowUpload, stalledUpload, strangerUpload] = await Promise.all([
      // A JSON body of 1000 bytes sent one byte a second.
      slowRequest(baseUrl, head('POST /api/admin/writing', { 'Content-Type': 'application/json', 'Content-Length': 1000, Authorization: owner }), drip(1000)),
      // Headers that never end.
      slowRequest(baseUrl, 'POST /api/login HTTP/1.1\r\nHost: localhost\r\n', drip(1000).map(() => 'X')),
      // The owner's upload, a piece a second for 36 s: longer than any other body may take.
      slowRequest(baseUrl, head('POST /api/upload-resume', { 'Content-Type': upload.type, 'Content-Length': upload.length, Authorization: owner }), upload.pieces),
      // The owner's upload that stops arriving after its first piece.
      slowRequest(baseUrl, head('POST /api/upload-resume', { 'Content-Type': upload.type, 'Content-Length': upload.length, Authorization: owner }), upload.pieces.slice(0, 1)),
      // An upload without a token, on a kept-alive connection: answered 401 at once, and the rest
      // of its body (read and thrown away) gets no more time than any other body.
      slowRequest(baseUrl, head('POST /api/upload-resume', { 'Content-Type': upload.type, 'Content-Length': upload.length, Connection: 'keep-alive' }), upload.pieces),
    ]);

    expect(json.status).toBe(408);
    expect(json.closedAfterMs).toBeGreaterThan(BODY_TIMEOUT_MS - 100);
    expect(json.closedAfterMs).toBeLessThan(BODY_TIMEOUT_MS + SLACK_MS);

    expect(headers.status).toBe(408);
    expect(headers.closedAfterMs).toBeGreaterThan(HEADERS_TIMEOUT_MS - 100);
    expect(headers.closedAfterMs).toBeLessThan(HEADERS_TIMEOUT_MS + SLACK_MS);

    expect(slowUpload.status).toBe(201);
    expect(slowUpload.closedAfterMs).toBeGreaterThan(BODY_TIMEOUT_MS + 5000);

    expect(stalledUpload.status).toBe(408);
    expect(stalledUpload.closedAfterMs).toBeGreaterThan(UPLOAD_IDLE_TIMEOUT_MS);
    expect(stalledUpload.closedAfterMs).toBeLessThan(UPLOAD_IDLE_TIMEOUT_MS + 1000 + SLACK_MS);

    expect(strangerUpload.status).toBe(401);
    expect(strangerUpload.closedAfterMs).toBeGreaterThan(BODY_TIMEOUT_MS - 100);
    expect(strangerUpload.closedAfterMs).toBeLessThan(BODY_TIMEOUT_MS + SLACK_MS);
  }, 60_000);
});
