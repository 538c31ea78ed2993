import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../config';
import { REPORTING_ENDPOINTS } from '../http/securityHeaders';
import { capturedLog } from '../testing/capturedLog';
import type { TestDatabase, TestDatabaseKind } from '../testing/testDatabases';
import { testDatabaseKinds } from '../testing/testDatabases';
import { startTestServer, type TestServer } from '../testing/testServer';
import { CSP_REPORT_LIMITS, TOO_MANY_REPORTS_MESSAGE } from './cspReports';

const PAGE = 'https://riley.example/writing/a-post';

/** A `report-uri` report as Chrome and Firefox send it. */
const legacyReport = (overrides: Record<string, unknown> = {}) => ({
  'csp-report': {
    'document-uri': PAGE,
    referrer: '',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'original-policy': "default-src 'self'; report-uri /api/csp-reports",
    disposition: 'enforce',
    'blocked-uri': 'https://evil.example/x.js?token=secret',
    'status-code': 200,
    'script-sample': '',
    ...overrides,
  },
});

/** A `report-to` report (the Reporting API) as Chrome sends it. */
const reportingApiReport = (directive: string, blockedURL: string) => ({
  age: 12,
  type: 'csp-violation',
  url: PAGE,
  user_agent: 'Mozilla/5.0',
  body: {
    documentURL: PAGE,
    effectiveDirective: directive,
    blockedURL,
    disposition: 'enforce',
    originalPolicy: "default-src 'self'",
    sourceFile: 'https://riley.example/assets/index-abc.js',
    lineNumber: 3,
    columnNumber: 14,
    sample: 'alert(1)',
    statusCode: 200,
    referrer: '',
  },
});

/** A server of its own (its own rate limiter) and the lines its log heard. */
function reportServer(kind: TestDatabaseKind, overrides: Partial<AppConfig> = {}) {
  let database: TestDatabase | undefined;
  let server: TestServer | undefined;
  const { log, lines } = capturedLog();
  beforeAll(async () => {
    database = await kind.create();
    server = await startTestServer(database, overrides, log);
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });
  const send = (body: string, type: string, headers: Record<string, string> = {}) =>
    fetch(`${server?.baseUrl ?? ''}/api/csp-reports`, { method: 'POST', headers: { 'Content-Type': type, ...headers }, body });
  return { send, lines, server: () => server as TestServer };
}

describe.each(testDatabaseKinds())('POST /api/csp-reports on $name', (kind) => {
  describe('reading reports', () => {
    const { send, lines, server } = reportServer(kind);

    it('logs a report-uri report (application/csp-report) as one line, without the query, and answers 204', async () => {
      const response = await send(JSON.stringify(legacyReport()), 'application/csp-report');
      expect(response.status).toBe(204);
      expect(await response.text()).toBe('');
      expect(lines).toContain('CSP violation (enforce): script-src-elem blocked https://evil.example/x.js on https://riley.example/writing/a-post');
      expect(lines.join('\n')).not.toContain('secret');
    });

    it('logs each report of a report-to batch (application/reports+json) as a line of its own', async () => {
      const batch = [reportingApiReport('img-src', 'http://plain.example/a.png'), reportingApiReport('script-src-elem', 'inline')];
      const response = await send(JSON.stringify(batch), 'application/reports+json');
      expect(response.status).toBe(204);
      expect(lines).toContain('CSP violation (enforce): img-src blocked http://plain.example/a.png on https://riley.example/writing/a-post at https://riley.example/assets/index-abc.js:3:14 sample "alert(1)"');
      expect(lines).toContain('CSP violation (enforce): script-src-elem blocked inline on https://riley.example/writing/a-post at https://riley.example/assets/index-abc.js:3:14 sample "alert(1)"');
    });

    it('writes a line break sent in a field as `?`: a report cannot forge a log line', async () => {
      const response = await send(JSON.stringify(legacyReport({ 'blocked-uri': 'inline\nFAKE LINE', 'effective-directive': 'style-src-attr' })), 'application/csp-report');
      expect(response.status).toBe(204);
      expect(lines).toContain('CSP violation (enforce): style-src-attr blocked inline?FAKE LINE on https://riley.example/writing/a-post');
    });

    it('refuses what is not a report with a 400 that says why', async () => {
      const cases: [string, string, string][] = [
        ['{"csp-report": ', 'application/csp-report', 'Malformed CSP report: not JSON'],
        ['{}', 'application/csp-report', 'csp-report: must be an object'],
        [JSON.stringify({ 'csp-report': { 'effective-directive': 'img-src' } }), 'application/csp-report', 'csp-report.document-uri: is required'],
        [JSON.stringify(legacyReport({ 'line-number': -1 })), 'application/csp-report', 'csp-report.line-number: must not be negative'],
        [JSON.stringify(legacyReport({ 'document-uri': 'x'.repeat(5000) })), 'application/csp-report', 'csp-report.document-uri: must be at most 4096 characters'],
        ['[]', 'application/reports+json', 'must hold at least one report'],
        [JSON.stringify([{ ...reportingApiReport('img-src', 'inline'), type: 'deprecation' }]), 'application/reports+json', '0.type: must be "csp-violation"'],
        [JSON.stringify(legacyReport()), 'application/reports+json', 'must be a list of reports'],
      ];
      for (const [body, type, error] of cases) {
        const response = await send(body, type);
        expect(response.status, body.slice(0, 60)).toBe(400);
        expect(await response.json(), body.slice(0, 60)).toEqual({ error });
      }
    });

    it('refuses another content type with 415 and a body past the limit with 413', async () => {
      const wrongType = await send(JSON.stringify(legacyReport()), 'text/plain');
      expect(wrongType.status).toBe(415);
      expect(await wrongType.json()).toEqual({ error: 'Send a CSP report (Content-Type: application/csp-report or application/reports+json)' });
      const huge = JSON.stringify(legacyReport({ 'script-sample': 'x'.repeat(CSP_REPORT_LIMITS.bodyBytes) }));
      const tooLarge = await send(huge, 'application/csp-report');
      expect(tooLarge.status).toBe(413);
      expect(await tooLarge.json()).toEqual({ error: 'Request body too large' });
    });

    it('is named by every answer\'s policy (report-uri and report-to) and Reporting-Endpoints', async () => {
      const response = await fetch(`${server().baseUrl}/api/health`);
      expect(response.headers.get('content-security-policy')).toMatch(/; report-uri \/api\/csp-reports; report-to csp$/);
      expect(response.headers.get('reporting-endpoints')).toBe(REPORTING_ENDPOINTS);
    });
  });

  describe('a flood from one client', () => {
    const { send } = reportServer(kind);

    it(`is cut off after ${CSP_REPORT_LIMITS.perClient} reports a minute with 429 and Retry-After`, async () => {
      const body = JSON.stringify(legacyReport());
      for (let sent = 0; sent < CSP_REPORT_LIMITS.perClient; sent += 1) expect((await send(body, 'application/csp-report')).status).toBe(204);
      const refused = await send(body, 'application/csp-report');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toEqual({ error: TOO_MANY_REPORTS_MESSAGE });
    });
  });

  describe('a flood from many clients', () => {
    // Behind a trusted proxy each X-Forwarded-For address is a client of its own.
    const { send } = reportServer(kind, { trustProxy: true });

    it(`meets the ceiling of ${CSP_REPORT_LIMITS.overall} reports a minute from everyone together`, async () => {
      const body = JSON.stringify(legacyReport());
      const clients = Math.ceil(CSP_REPORT_LIMITS.overall / CSP_REPORT_LIMITS.perClient);
      for (let client = 0; client < clients; client += 1) {
        const from = { 'X-Forwarded-For': `203.0.113.${client + 1}` };
        const answers = await Promise.all(Array.from({ length: CSP_REPORT_LIMITS.perClient }, () => send(body, 'application/csp-report', from)));
        expect(answers.map((answer) => answer.status)).toEqual(Array<number>(CSP_REPORT_LIMITS.perClient).fill(204));
      }
      const refused = await send(body, 'application/csp-report', { 'X-Forwarded-For': '198.51.100.7' });
      expect(refused.status).toBe(429);
    });
  });
});
