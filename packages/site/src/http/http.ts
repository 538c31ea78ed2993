import type { ErrorResponse } from '@portfolio/contracts/errors';
import type { ContractSchema } from '@portfolio/contracts/schema';
import type { z } from 'zod';

/** A call that reached the server and was refused, or whose answer did not have the agreed shape. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** A read with the owner's token answered as for a visitor: the token is no longer good. */
export const OWNER_ANSWER_REFUSED = 'Invalid or expired token';

export interface GetOptions {
  /** Abort after this many milliseconds (the config preload uses 5000). */
  readonly timeoutMs?: number;
  /** Bypass the HTTP cache (admin lists and the writing list screen). */
  readonly noCache?: boolean;
  readonly signal?: AbortSignal;
  /** The owner's token, sent as `Authorization: Bearer` (the answer then holds drafts); never cached. */
  readonly token?: string;
}

function combinedSignal({ timeoutMs, signal }: GetOptions): AbortSignal | undefined {
  const signals = [signal, timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs)].filter(
    (candidate): candidate is AbortSignal => candidate !== undefined,
  );
  if (signals.length === 0) return undefined;
  return signals.length === 1 ? signals[0] : AbortSignal.any(signals);
}

/**
 * Whether a parsed JSON body is the API's error answer. Checked by hand, not with the contracts'
 * `errorResponseSchema`: this module is in the landing page's first script, which loads no zod.
 */
export function isErrorResponse(body: unknown): body is ErrorResponse {
  return typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string';
}

/** Longer plain-text answers (a proxy's page dump, a stack trace) are not shown; the status line is. */
const PLAIN_REASON_MAX = 200;

/** A refused answer as it arrived: what `errorReason` reads (a `Response`, or an XMLHttpRequest's fields). */
export interface RefusedAnswer {
  readonly status: number;
  readonly statusText: string;
  readonly contentType: string | null;
  readonly text: string;
}

/**
 * Why a request failed, as the server said it: the `error` of a JSON error answer, or a short
 * plain-text answer's text (e.g. a proxy's `Bad gateway`); else `fallback`, by default the status
 * line (`502 Bad Gateway`), also for HTML error pages, which would read as markup.
 */
export function errorReason({ status, statusText, contentType, text }: RefusedAnswer, fallback = `${status} ${statusText}`.trim()): string {
  try {
    const body: unknown = JSON.parse(text);
    return isErrorResponse(body) ? body.error : fallback;
  } catch {
    // Not JSON.
  }
  const plain = (contentType ?? '').toLowerCase().startsWith('text/plain');
  const reason = text.replace(/\s+/g, ' ').trim();
  return plain && reason !== '' && reason.length <= PLAIN_REASON_MAX ? reason : fallback;
}

/** `errorReason` of a fetch's refused answer. */
export async function responseErrorMessage(response: Response): Promise<string> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return `${response.status} ${response.statusText}`.trim();
  }
  return errorReason({ status: response.status, statusText: response.statusText, contentType: response.headers.get('Content-Type'), text });
}

/**
 * A contracts schema, or a function importing one. The visitors' reads pass the function
 * (`visitorSchema.ts`): zod and the schemas then load with the first fetch, beside it, and never
 * while a server-rendered page hydrates.
 */
export type SchemaSource<S extends ContractSchema> = S | (() => Promise<S>);

/** GET a JSON answer from the site's own server and check its shape with a contracts schema. */
export async function getJson<S extends ContractSchema>(path: string, schema: SchemaSource<S>, options: GetOptions = {}): Promise<z.output<S>> {
  const schemaReady = typeof schema === 'function' ? schema() : Promise.resolve(schema);
  // Awaited below; a failed import is the read's error only if the request itself gets that far.
  schemaReady.catch(() => undefined);
  const response = await fetch(path, {
    headers: options.token === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', Authorization: `Bearer ${options.token}` },
    cache: options.noCache || options.token !== undefined ? 'no-store' : 'default',
    signal: combinedSignal(options),
  });
  if (!response.ok) throw new ApiError(await responseErrorMessage(response), response.status);
  // A token the server no longer takes (revoked, expired) gets the visitors' answer, not a 401: the
  // owner's answers are the ones marked private. The admin then asks for a new login, as on a 401.
  if (options.token !== undefined && !(response.headers.get('Cache-Control') ?? '').includes('private')) {
    throw new ApiError(OWNER_ANSWER_REFUSED, 401);
  }
  const body: unknown = await response.json();
  const parsed = (await schemaReady).safeParse(body);
  if (!parsed.success) throw new ApiError(`Unexpected answer from ${path}`, response.status);
  return parsed.data;
}
