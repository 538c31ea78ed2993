import { describe, expect, it } from 'vitest';
import { fromLegacy, fromReportingApi, violationLine } from './cspReportBody';

describe('violationLine', () => {
  it('names the directive, what it blocked and where, without queries or fragments', () => {
    expect(violationLine({ documentUrl: 'https://a.example/p?session=1#x', directive: 'img-src', blocked: 'https://b.example/i.png?k=secret', disposition: 'report' })).toBe(
      'CSP violation (report): img-src blocked https://b.example/i.png on https://a.example/p',
    );
  });

  it('shows control characters and line separators as ?, and cuts a long sample', () => {
    const line = violationLine({ documentUrl: 'https://a.example/\r\nX', directive: 'script-src\u2028', blocked: 'inline', disposition: 'enforce', sample: `a\n${'b'.repeat(200)}` });
    expect(line).not.toMatch(/[\r\n\u2028]/);
    expect(line).toBe(`CSP violation (enforce): script-src? blocked inline on https://a.example/??X sample "a?${'b'.repeat(78)}"`);
  });
});

describe('the two report shapes', () => {
  it('read as the same violation', () => {
    const legacy = fromLegacy({ 'csp-report': { 'document-uri': 'https://a.example/', 'violated-directive': 'img-src', 'source-file': 'https://a.example/s.js', 'line-number': 2, 'column-number': 5 } });
    const reportTo = fromReportingApi([{ type: 'csp-violation', body: { documentURL: 'https://a.example/', effectiveDirective: 'img-src', sourceFile: 'https://a.example/s.js', lineNumber: 2, columnNumber: 5 } }]);
    expect(legacy).toEqual([{ documentUrl: 'https://a.example/', directive: 'img-src', blocked: 'inline', source: 'https://a.example/s.js:2:5', disposition: 'enforce' }]);
    expect(reportTo).toEqual(legacy);
  });
});
