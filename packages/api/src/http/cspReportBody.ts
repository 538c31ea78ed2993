import { requiredOr } from '@portfolio/contracts/primitives';
import * as z from 'zod/mini';

/**
 * The two shapes browsers send CSP violations in, checked with zod (unknown fields dropped), and
 * the one violation both become. `report-uri` (`application/csp-report`): one
 * `{"csp-report": {...}}` with dashed names. `report-to` (`application/reports+json`, the Reporting
 * API): a list of reports, each `{type: "csp-violation", url, body: {...}}` with camel-cased names.
 */

/** Longest text kept from a field: a policy or a URL fits, a report stuffed with text does not. */
export const REPORT_TEXT_MAX = 4096;
/** Reports one `application/reports+json` body may carry (browsers batch a few). */
export const REPORTS_MAX = 100;

const text = z.string({ error: requiredOr('must be text') }).check(z.maxLength(REPORT_TEXT_MAX, { error: `must be at most ${REPORT_TEXT_MAX} characters` }));
const optionalText = z.optional(text);
const position = z.optional(z.int({ error: 'must be a whole number' }).check(z.gte(0, { error: 'must not be negative' })));

const legacyFields = z.object(
  {
    'document-uri': text,
    'violated-directive': optionalText,
    'effective-directive': optionalText,
    'blocked-uri': optionalText,
    'source-file': optionalText,
    'line-number': position,
    'column-number': position,
    disposition: optionalText,
    'script-sample': optionalText,
  },
  { error: 'must be an object' },
);

/** `report-uri`'s body. */
export const legacyReportSchema = z.object({ 'csp-report': legacyFields }, { error: 'must be an object with a csp-report' });

const violationBody = z.object(
  {
    documentURL: text,
    effectiveDirective: text,
    blockedURL: optionalText,
    sourceFile: optionalText,
    lineNumber: position,
    columnNumber: position,
    disposition: optionalText,
    sample: optionalText,
  },
  { error: 'must be an object' },
);

/** `report-to`'s body: csp-violation reports only (this endpoint is named by the CSP alone). */
export const reportingApiSchema = z
  .array(z.object({ type: z.literal('csp-violation', { error: 'must be "csp-violation"' }), body: violationBody }, { error: 'must be a report object' }), {
    error: 'must be a list of reports',
  })
  .check(z.minLength(1, { error: 'must hold at least one report' }), z.maxLength(REPORTS_MAX, { error: `must hold at most ${REPORTS_MAX} reports` }));

/** One violation, as logged. */
export interface CspViolation {
  readonly documentUrl: string;
  readonly directive: string;
  readonly blocked: string;
  readonly source?: string;
  readonly disposition: string;
  readonly sample?: string;
}

const location = (file: string | undefined, line: number | undefined, column: number | undefined) =>
  file ? [file, line, line === undefined ? undefined : column].filter((part) => part !== undefined).join(':') : undefined;

export function fromLegacy(report: z.infer<typeof legacyReportSchema>): CspViolation[] {
  const fields = report['csp-report'];
  const source = location(fields['source-file'], fields['line-number'], fields['column-number']);
  return [
    {
      documentUrl: fields['document-uri'],
      directive: fields['effective-directive'] || fields['violated-directive'] || 'unknown directive',
      blocked: fields['blocked-uri'] || 'inline',
      ...(source && { source }),
      disposition: fields.disposition || 'enforce',
      ...(fields['script-sample'] && { sample: fields['script-sample'] }),
    },
  ];
}

export function fromReportingApi(reports: z.infer<typeof reportingApiSchema>): CspViolation[] {
  return reports.map(({ body }) => {
    const source = location(body.sourceFile, body.lineNumber, body.columnNumber);
    return {
      documentUrl: body.documentURL,
      directive: body.effectiveDirective,
      blocked: body.blockedURL || 'inline',
      ...(source && { source }),
      disposition: body.disposition || 'enforce',
      ...(body.sample && { sample: body.sample }),
    };
  });
}

/** Control characters (a line break would forge a log line) shown as `?`. */
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const SAMPLE_MAX = 80;

/** A URL without its query and fragment, which may carry tokens; anything else (`inline`, `eval`) as it is. */
function withoutQuery(value: string): string {
  const cut = value.search(/[?#]/);
  return cut < 0 ? value : value.slice(0, cut);
}

const clean = (value: string) => value.replace(CONTROL, '?');

/** The one log line of a violation. */
export function violationLine(violation: CspViolation): string {
  const parts = [
    `CSP violation (${clean(violation.disposition)}): ${clean(violation.directive)} blocked ${clean(withoutQuery(violation.blocked))} on ${clean(withoutQuery(violation.documentUrl))}`,
    ...(violation.source ? [` at ${clean(withoutQuery(violation.source))}`] : []),
    ...(violation.sample ? [` sample ${JSON.stringify(clean(violation.sample.slice(0, SAMPLE_MAX)))}`] : []),
  ];
  return parts.join('');
}
