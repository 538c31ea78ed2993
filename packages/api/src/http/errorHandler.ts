import type { ErrorResponse } from '@portfolio/contracts/errors';
import type { Middleware } from 'koa';
import { type DatabaseOutage, RETRY_AFTER_SECONDS } from '../db/outage';
import type { Logger } from '../logging/log';
import { HttpError, ServiceUnavailableError } from './errors';

interface StatusError {
  status?: unknown;
  statusCode?: unknown;
  expose?: unknown;
  type?: unknown;
  code?: unknown;
}

/** Errors raised by Koa's own parsers (http-errors) carry a status and say whether to expose it. */
function fromParserError(error: unknown): HttpError | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const candidate = error as StatusError;
  // zlib's errors (Z_DATA_ERROR, …) come from inflating a request body sent with Content-Encoding.
  if (typeof candidate.code === 'string' && candidate.code.startsWith('Z_')) return new HttpError(400, 'Malformed compressed body');
  const status = typeof candidate.status === 'number' ? candidate.status : candidate.statusCode;
  if (typeof status !== 'number' || status < 400 || status >= 500) return undefined;
  if (candidate.type === 'entity.too.large' || status === 413) return new HttpError(413, 'Request body too large');
  // Parsers in the http-errors style (raw-body, multer's busboy) mark a body they cannot read with `type` and a 400.
  if (candidate.type === 'entity.parse.failed' || (error instanceof SyntaxError && status === 400)) {
    return new HttpError(400, 'Malformed JSON body');
  }
  if (status === 415) return new HttpError(415, 'Unsupported media type');
  return new HttpError(status, status === 400 ? 'Bad request' : 'Request refused');
}

/** Our own errors, the parsers', and the database being away or busy; undefined for a bug. */
function knownAnswer(error: unknown, outage: DatabaseOutage): HttpError | undefined {
  if (error instanceof HttpError) return error;
  const parserError = fromParserError(error);
  if (parserError) return parserError;
  return outage.failed(error) ? new ServiceUnavailableError(RETRY_AFTER_SECONDS) : undefined;
}

/**
 * One place turns every failure into `{ "error": "..." }` with the right status. The database
 * being away or busy is a 503 with Retry-After, counted by `outage` (which logs it once). Unknown
 * errors are logged (name and stack, never the request body) and answered with a generic message.
 */
export function errorHandler(log: Logger, outage: DatabaseOutage): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const known = knownAnswer(error, outage);
      if (known) {
        ctx.status = known.status;
        ctx.set(known.headers);
        ctx.body = { error: known.message } satisfies ErrorResponse;
        return;
      }
      log.error(`${ctx.method} ${ctx.path} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      ctx.status = 500;
      ctx.body = { error: 'Internal server error' } satisfies ErrorResponse;
    }
  };
}
