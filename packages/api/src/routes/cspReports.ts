import Router from '@koa/router';
import type { Context } from 'koa';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { AppDeps } from '../appDeps';
import { clientKey } from '../auth/clientKey';
import { type CspViolation, fromLegacy, fromReportingApi, legacyReportSchema, reportingApiSchema, violationLine } from '../http/cspReportBody';
import { RateLimitedError, UnsupportedMediaTypeError, ValidationError } from '../http/errors';
import { JSON_MAX_DEPTH } from '../http/jsonBody';
import { nestsDeeperThan } from '../http/jsonDepth';
import { readBody } from '../http/readBody';
import { CSP_REPORT_PATH } from '../http/securityHeaders';
import { parseInput } from '../http/validate';

export const CSP_REPORT_LIMITS = {
  /** Bytes of one report body (a report is 1–3 KB; a browser's batch a few of them). */
  bodyBytes: 64 * 1024,
  /** Report bodies one client (an IPv4 address, an IPv6 /64) may send per window. */
  perClient: 30,
  /** Report bodies from everyone together per window: a ceiling on the log lines a flood can write. */
  overall: 300,
  windowSeconds: 60,
} as const;

export const TOO_MANY_REPORTS_MESSAGE = 'Too many CSP reports. Try again later.';
const LEGACY_TYPE = 'application/csp-report';
const REPORTING_API_TYPE = 'application/reports+json';
const WRONG_TYPE_MESSAGE = 'Send a CSP report (Content-Type: application/csp-report or application/reports+json)';

/**
 * Counted in this process's memory, not in the database as logins are: a report writes nothing but
 * log lines, and a count in the database would make every anonymous report the database write the
 * limit is there to spare. Each server process thus allows its own share.
 */
function reportLimiter() {
  const perClient = new RateLimiterMemory({ keyPrefix: 'csp_client', points: CSP_REPORT_LIMITS.perClient, duration: CSP_REPORT_LIMITS.windowSeconds });
  const overall = new RateLimiterMemory({ keyPrefix: 'csp_all', points: CSP_REPORT_LIMITS.overall, duration: CSP_REPORT_LIMITS.windowSeconds });
  const consume = async (limiter: RateLimiterMemory, key: string) => {
    try {
      await limiter.consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw new RateLimitedError(error.msBeforeNext / 1000, TOO_MANY_REPORTS_MESSAGE);
      throw error;
    }
  };
  return async (client: string) => {
    await consume(perClient, client);
    await consume(overall, 'all');
  };
}

/** The report's JSON, read within the size limit; malformed JSON is a 400. */
async function reportJson(ctx: Context): Promise<unknown> {
  const text = new TextDecoder().decode(await readBody(ctx.req, CSP_REPORT_LIMITS.bodyBytes));
  if (nestsDeeperThan(text, JSON_MAX_DEPTH)) throw new ValidationError('Malformed CSP report: nested too deeply');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ValidationError('Malformed CSP report: not JSON');
  }
}

/**
 * `POST /api/csp-reports`: where the site's Content-Security-Policy sends its violations
 * (`report-uri` and `report-to`, http/securityHeaders.ts). Each violation becomes one warning in the
 * log; the answer is 204. Rate-limited per client and overall before the body is read; 415 for
 * another type, 413 past the size limit, 400 for anything that is not a report.
 */
export function cspReportRoutes({ log = console }: Pick<AppDeps, 'log'>): Router {
  const router = new Router();
  const limit = reportLimiter();

  router.post(CSP_REPORT_PATH, async (ctx) => {
    const type = ctx.request.type;
    if (type !== LEGACY_TYPE && type !== REPORTING_API_TYPE) throw new UnsupportedMediaTypeError(WRONG_TYPE_MESSAGE);
    const legacy = type === LEGACY_TYPE;
    await limit(clientKey(ctx.ip));
    const json = await reportJson(ctx);
    const violations: CspViolation[] = legacy ? fromLegacy(parseInput(legacyReportSchema, json)) : fromReportingApi(parseInput(reportingApiSchema, json));
    for (const violation of violations) log.warn(violationLine(violation));
    ctx.status = 204;
  });

  return router;
}
