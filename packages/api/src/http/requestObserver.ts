import { randomUUID } from 'node:crypto';
import type { RequestListener, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { notedRoute } from './requestRoute';

/** An incoming X-Request-Id is kept when it looks like an id (a balancer's, a client's); anything else is replaced. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
/** A path logged where no route is known is cut to this many characters. */
const MAX_LOGGED_PATH = 200;
/** The metrics' route label where no route is known (static files, 404s): one label, however many paths. */
export const NO_ROUTE = '(none)';

/**
 * One request's line: what answered it and how, never its body, headers, cookies or query string
 * (a token or a password never appears in one).
 */
export interface RequestLine {
  readonly requestId: string;
  readonly method: string;
  /** The matched route pattern (`/api/writing/:slug`), else the path without its query string. */
  readonly route: string;
  readonly status: number;
  readonly durationMs: number;
  /** Present, true, when the connection closed before the answer was sent in full. */
  readonly aborted?: true;
}

/** Where request lines go: the server's pino logger (`info(fields, message)`). */
export interface RequestLog {
  info(line: RequestLine, message: string): void;
}

/** What the metrics count of each request (metrics/metrics.ts). */
export interface RequestMetrics {
  observeRequest(method: string, route: string, status: number, seconds: number): void;
}

export interface RequestObservers {
  readonly log?: RequestLog | undefined;
  readonly metrics?: RequestMetrics | undefined;
}

/** The id a request is known by: its own X-Request-Id when sane, else a new UUID. */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && SANE_REQUEST_ID.test(header) ? header : randomUUID();
}

const REQUEST_ID = Symbol('requestId');
const STARTED_AT = Symbol('startedAt');
type Observed = ServerResponse & { [REQUEST_ID]?: string; [STARTED_AT]?: number };

function pathOf(url: string | undefined): string {
  const whole = url ?? '';
  const query = whole.indexOf('?');
  const path = query < 0 ? whole : whole.slice(0, query);
  return path.length > MAX_LOGGED_PATH ? `${path.slice(0, MAX_LOGGED_PATH)}…` : path;
}

/**
 * `head` (a `writeHead` header list) with the request's `X-Request-Id` added, when requests are
 * observed. The answers written from memory (the read cache, the media cache) pass their whole head
 * to `writeHead` this way: one `setHeader` before it would put Node on its slow path, which checks
 * and copies every header of the list again (about 1 µs of a cached read's 20).
 */
export function withRequestId(res: ServerResponse, head: string[]): string[] {
  const id = (res as Observed)[REQUEST_ID];
  if (id !== undefined) head.push('X-Request-Id', id);
  return head;
}

/** Sets the request's `X-Request-Id` on `res`, for answers built header by header (Koa's). */
export function setRequestIdHeader(res: ServerResponse): void {
  const id = (res as Observed)[REQUEST_ID];
  if (id !== undefined) res.setHeader('X-Request-Id', id);
}

/**
 * Wraps the server's listener so every request — answered from the read cache, the media cache or
 * Koa — gets an id (returned in `X-Request-Id` by whichever answers: `withRequestId`,
 * `setRequestIdHeader`), one log line and its metrics, when its response closes. One shared close
 * handler and two fields on the response: nothing else per request.
 */
export function observeRequests(listener: RequestListener, { log, metrics }: RequestObservers): RequestListener {
  function closed(this: Observed): void {
    const durationMs = performance.now() - (this[STARTED_AT] ?? 0);
    const route = notedRoute(this);
    const method = this.req.method ?? '';
    const status = this.statusCode;
    metrics?.observeRequest(method, route ?? NO_ROUTE, status, durationMs / 1000);
    if (!log) return;
    const line: RequestLine = {
      requestId: this[REQUEST_ID] ?? '',
      method,
      route: route ?? pathOf(this.req.url),
      status,
      durationMs: Math.round(durationMs * 10) / 10,
      ...(this.writableFinished ? {} : { aborted: true }),
    };
    log.info(line, 'request');
  }

  return (req, res) => {
    const observed = res as Observed;
    observed[STARTED_AT] = performance.now();
    const id = requestIdOf(req.headers['x-request-id']);
    observed[REQUEST_ID] = id;
    // `on`, not `once`: a response closes once, and `once` would wrap the handler anew each time.
    res.on('close', closed);
    listener(req, res);
  };
}
