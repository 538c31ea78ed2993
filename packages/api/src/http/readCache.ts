import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { Stream } from 'node:stream';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Context, Middleware } from 'koa';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';
import type { ContentVersion } from '../db/contentVersion';
import { entityTag, matchesIfNoneMatch } from './etag';
import { notedRoute, noteRoute } from './requestRoute';
import { withRequestId } from './requestObserver';

export interface ReadCacheOptions {
  /** How long an answer may be reused; bounds how late another server's write shows here. */
  readonly ttlMs?: number;
  /** Bytes of answer bodies kept at most; the least recently read go first. */
  readonly maxBytes?: number;
  /** The clock, for tests. */
  readonly now?: () => number;
  /** Which GET paths may be kept, besides the API's (the site's pages, feeds, sitemap). Default: none. */
  readonly cachesPath?: (path: string) => boolean;
  /**
   * What else an answer at `path` depends on, beside its URL (the site's pages: the reader's device,
   * language and host name); '' when nothing. Kept apart per value; the answer says so in `Vary`.
   */
  readonly variantOf?: (path: string, headers: IncomingHttpHeaders) => string;
  /** API paths the cache ignores: a write there changes nothing it keeps (the CSP reports), so it empties nothing. */
  readonly leavesAlone?: (path: string) => boolean;
  /**
   * The database's content version (db/contentVersion.ts), for servers sharing one database: read
   * before every answer from memory, bumped after every write. Without it (SQLite: one server's
   * file), another process's writes show within `ttlMs`.
   */
  readonly freshness?: Pick<ContentVersion, 'current' | 'known' | 'bump'>;
  /**
   * How long a read that has an answer kept waits for the content version (`freshness`) before it
   * is answered from memory anyway: a database that does not answer (frozen) holds no kept answer
   * hostage to its query's time-out. Default VERSION_WAIT_MS.
   */
  readonly versionWaitMs?: number;
  /**
   * The site's pages (HTML), which outlive writes for the time the database is away: the last good
   * render of each is kept apart (`LAST_GOOD_PAGE_BYTES`), and served while the database is away
   * as a 503 with Retry-After, marked by `markStale`, neither kept nor indexed.
   */
  readonly pages?: StalePages;
}

export interface StalePages {
  isPage(path: string): boolean;
  /** The page's HTML marked as a saved copy. */
  markStale(html: string): string;
  /** The headers of a page served while the database is away (no-store, Retry-After, noindex). */
  readonly headers: Readonly<Record<string, string>>;
}

/** How long a read holding a kept answer waits for the content version: a healthy database answers in a millisecond or two. */
export const VERSION_WAIT_MS = 250;

/** How long a read holding a kept answer waits for the content version while the last query for it failed or did not answer. */
export const MISSING_VERSION_WAIT_MS = 25;

/** Bytes of pages' last good renders kept for the time the database is away (pages are 20–60 KB). */
export const LAST_GOOD_PAGE_BYTES = 16 * 1024 * 1024;

export interface ReadCache {
  /**
   * Koa middleware, mounted after the security headers and before koa-compress and the router:
   * fills the cache on a miss, answers a hit, empties the cache around every write.
   */
  readonly middleware: Middleware;
  /**
   * Answers a hit straight from memory, before Koa, with the headers Koa sent when the answer was
   * stored; false (nothing written) when the request is not a cached read. A promise of the same
   * when the content version must be read first (`freshness`).
   */
  answer(req: IncomingMessage, res: ServerResponse): boolean | Promise<boolean>;
  /**
   * A value read from the database, kept like the answers: until the next write through this
   * server or `ttlMs`, and not kept when a write ran while it was read. Concurrent callers share
   * one load; a failed load is not kept.
   */
  remember<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets every answer and value, as a write through this server does (for a change made around it). */
  invalidate(): void;
  /** Cacheable reads answered from memory (hits) and by the app (misses) since the start, for the metrics. */
  stats(): ReadCacheStats;
}

export interface ReadCacheStats {
  readonly hits: number;
  readonly misses: number;
}

interface CachedAnswer {
  readonly body: Buffer;
  readonly type: string;
  readonly tag: string;
  readonly cacheControl: string;
  /** The answer's `Vary` (at least Accept-Encoding, which the cache itself varies on). */
  readonly vary: string;
  /** The other headers Koa set (the security headers), flat: name, value, name, value… */
  readonly headers: readonly string[];
  /** Compressed copies, made on the first read that accepts each encoding. */
  readonly encoded: { br?: Buffer; gzip?: Buffer };
  /** The route that made the answer (http/requestRoute.ts), noted again on each hit. */
  readonly route: string | undefined;
  /** When it was stored (the clock's time): fresh for `ttlMs`, then kept only to answer while the database is away. */
  readonly storedAt: number;
  /** Set on a page's saved copy served while the database is away: 503, never revalidated. */
  readonly status?: 503;
}

/** A kept answer that may be served, and whether it is out of date (served only because the database is away). */
interface Usable {
  readonly answer: CachedAnswer;
  readonly stale: boolean;
}

/** Smaller answers go out as they are (koa-compress, which handles the rest, uses the same threshold). */
export const COMPRESS_THRESHOLD = 1024;

const encoders = {
  br: (bytes: Buffer) => brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (bytes: Buffer) => gzipSync(bytes),
} as const;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const UNCACHED_PATHS = new Set(['/api/health', '/api/ready']);
/** Set per answer below, so not copied from the stored response. */
const PER_ANSWER_HEADERS = new Set(['content-type', 'content-length', 'content-encoding', 'etag', 'cache-control', 'vary', 'x-request-id']);

const isApiPath = (path: string) => path.startsWith('/api/');

/**
 * Answers are kept per URL and per the protocol the request claims (TLS, or its X-Forwarded-Proto
 * as sent), because their headers depend on it: HSTS goes only on https answers, as the app
 * decides from these and TRUST_PROXY. A hit then replays the headers the app chose for the same claim.
 */
function cacheKey(req: IncomingMessage, variant: string): string {
  const encrypted = 'encrypted' in req.socket && req.socket.encrypted === true;
  return `${encrypted ? 'tls' : String(req.headers['x-forwarded-proto'] ?? '')} ${req.url ?? ''} ${variant}`;
}

/** Our preference, not the order of the reader's list (browsers name gzip before br). */
function pickEncoding(size: number, acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (size < COMPRESS_THRESHOLD || !acceptEncoding) return undefined;
  const accepted = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encodings(['br', 'gzip']);
  return accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : undefined;
}

function encodedBody(cached: CachedAnswer, encoding: 'br' | 'gzip' | undefined): Buffer {
  return encoding ? (cached.encoded[encoding] ??= encoders[encoding](cached.body)) : cached.body;
}

/**
 * Public GET answers under /api, kept in memory as the exact bytes sent with their ETag (and their
 * compressed copies), so a repeat read costs neither routing, nor a query, nor JSON, nor a hash, nor
 * compression — nor Koa, when the server's listener asks `answer` first (see app.ts).
 *
 * Two doors into the one cache, each with its own job. `answer`, asked by the server's listener
 * before Koa, serves what is kept and fresh (most reads under load) and nothing else: it never
 * fills, empties or waits for the app. `middleware`, inside Koa, does the rest: it fills the
 * cache from the app's answers, empties it around writes, answers a hit the listener did not see
 * (an app used without the listener: tests, `createApp` alone) and, while the database is away,
 * answers with a saved copy (a page's last good render kept through writes). Both decide through
 * the same `usable` and `reply`, so an answer is the same byte for byte whichever door served it.
 *
 * Every write through this server (any other method than GET, HEAD, OPTIONS) empties the cache
 * once it has run, whatever its outcome but a 4xx refusal (which wrote nothing), and a read that
 * was in flight while a write ran does not store what it read: a change shows on the very next read.
 * With `freshness` (servers sharing a MySQL database), the write also bumps the content version
 * before it is acknowledged, and every answer from memory is preceded by reading that version
 * (one query shared by the reads that arrive together): a write through another server empties
 * this cache before the next answer, so it too shows on the very next read. Without it, writes made
 * elsewhere show within `ttlMs`; so do hand edits in the database in either case.
 * Answers to requests with an Authorization header, errors and streams are never stored.
 *
 * While the database is away (its version cannot be read, or the app answers 503), a public read
 * kept earlier is answered from memory however old (stale-if-error), so visitors still see the
 * site; only what was never read since the last write is unavailable.
 */
export function createReadCache({
  ttlMs = 2000,
  maxBytes = 32 * 1024 * 1024,
  now,
  cachesPath = () => false,
  variantOf = () => '',
  leavesAlone = () => false,
  freshness,
  versionWaitMs = VERSION_WAIT_MS,
  pages,
}: ReadCacheOptions = {}): ReadCache {
  const clock = now ?? (() => performance.now());
  const isCacheableRead = (method: string | undefined, path: string, authorization: string | undefined) =>
    (method === 'GET' || method === 'HEAD') && (isApiPath(path) || cachesPath(path)) && !UNCACHED_PATHS.has(path) && !authorization;
  const values = new LRUCache<string, { readonly value: Promise<unknown> }>({ max: 256, ttl: ttlMs, ttlResolution: 0, ...(now ? { perf: { now } } : {}) });
  // No TTL here: an answer past `ttlMs` is not served while the database answers, but is kept to
  // be served while it does not (`isFresh`); the size bound evicts the least recently read.
  const cache = new LRUCache<string, CachedAnswer>({ maxSize: maxBytes, sizeCalculation: (answer) => Math.max(1, answer.body.length) });
  const isFresh = (answer: CachedAnswer) => clock() - answer.storedAt < ttlMs;
  // Not emptied by writes: a page's last good render, for the time the database is away. It may be
  // older than the last write (a post unpublished since), so it goes out only marked as a saved copy.
  const lastGoodPages = new LRUCache<string, CachedAnswer>({ maxSize: LAST_GOOD_PAGE_BYTES, sizeCalculation: (answer) => Math.max(1, answer.body.length) });
  const markedCopies = new WeakMap<CachedAnswer, CachedAnswer>();
  /** What goes out for a kept answer: a stale page marked as a saved copy (503), anything else as it was kept. */
  const served = ({ answer, stale }: Usable): CachedAnswer => {
    if (!stale || !pages || answer.status !== undefined || !answer.type.startsWith('text/html')) return answer;
    let marked = markedCopies.get(answer);
    if (!marked) {
      const headers = [...answer.headers];
      for (const [name, value] of Object.entries(pages.headers)) headers.push(name, value);
      const body = Buffer.from(pages.markStale(answer.body.toString('utf8')));
      marked = { ...answer, body, encoded: {}, headers, cacheControl: pages.headers['Cache-Control'] ?? 'no-store', status: 503 };
      markedCopies.set(answer, marked);
    }
    return marked;
  };
  // Bumped around every write; a read stores its answer only if no write began or ended meanwhile.
  let generation = 0;
  const counts = { hits: 0, misses: 0 };
  const invalidate = () => {
    generation += 1;
    cache.clear();
    values.clear();
  };

  // The content version this cache's answers were read at (`freshness`).
  let seenVersion: number | undefined;
  /** Empties the cache when the content version moved since its answers were read (another server wrote). */
  const caughtUpTo = (version: number) => {
    if (version === seenVersion) return;
    if (seenVersion !== undefined) invalidate();
    seenVersion = version;
  };
  // Whether the last version query failed or outlasted `versionWaitMs`: kept answers then wait only
  // MISSING_VERSION_WAIT_MS (time enough for a database that is back), while the queries go on
  // (shared) until one answers.
  let versionMissing = false;
  /**
   * Empties the cache if another server wrote since it was filled. True when the version was read
   * (fresh answers may be served), else what reading it threw (the database is away: any kept
   * answer may be served).
   */
  const catchUp = async (): Promise<true | { readonly error: unknown }> => {
    if (!freshness) return true;
    try {
      caughtUpTo(await freshness.current());
      versionMissing = false;
      return true;
    } catch (error) {
      versionMissing = true;
      return { error };
    }
  };
  /**
   * `catchUp`, for a read that has an answer kept: after `versionWaitMs` without the version (less
   * while it is missing) the database is taken as away for this read (`WAITED`).
   */
  const catchUpWithin = (): Promise<true | { readonly error: unknown } | typeof WAITED> => {
    const caughtUp = catchUp();
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<typeof WAITED>((resolve) => {
      const wait = versionMissing ? Math.min(versionWaitMs, MISSING_VERSION_WAIT_MS) : versionWaitMs;
      timer = setTimeout(() => {
        versionMissing = true;
        resolve(WAITED);
      }, wait);
    });
    return Promise.race([caughtUp, waited]).finally(() => clearTimeout(timer));
  };
  const hasKept = (key: string) => cache.has(key) || lastGoodPages.has(key);

  /**
   * The kept answer for `key` that may be served: a fresh one, or while the database is away any
   * one, else the page's last good render.
   */
  const usable = (key: string, databaseAway: boolean): Usable | undefined => {
    const kept = cache.get(key);
    if (kept && isFresh(kept)) return { answer: kept, stale: false };
    if (!databaseAway) return undefined;
    const saved = kept ?? lastGoodPages.get(key);
    return saved && { answer: saved, stale: true };
  };

  const remember = <T>(key: string, load: () => Promise<T>): Promise<T> => {
    const kept = values.get(key);
    if (kept) return kept.value as Promise<T>;
    const startedAt = generation;
    const value = load();
    const entry = { value };
    values.set(key, entry);
    value.then(
      () => {
        if (startedAt !== generation && values.get(key) === entry) values.delete(key);
      },
      () => {
        if (values.get(key) === entry) values.delete(key);
      },
    );
    return value;
  };

  const middleware: Middleware = async (ctx, next) => {
    if ((!isApiPath(ctx.path) && !cachesPath(ctx.path)) || leavesAlone(ctx.path)) {
      await next();
      return;
    }
    if (!SAFE_METHODS.has(ctx.method)) {
      // Emptied once the write has run: what a read stored meanwhile goes too, and a read still in
      // flight then stores nothing (its generation is past). A 4xx refusal (a bad token, body or
      // field, a missing item) wrote nothing, so a flood of them, which anyone can send, costs the
      // cached reads nothing. The content version is bumped before the answer leaves; if that
      // fails (the database went away after the write), other servers catch up within `ttlMs`.
      let status = 500;
      try {
        await next();
        status = ctx.status;
      } finally {
        if (status < 400 || status >= 500) {
          invalidate();
          // A failed write (5xx, most often the database away) is not kept waiting for the bump.
          const bumped = freshness?.bump().catch(() => undefined);
          if (status < 400) await bumped;
        }
      }
      return;
    }
    if (!isCacheableRead(ctx.method, ctx.path, ctx.get('Authorization') || undefined)) {
      await next();
      return;
    }

    const key = cacheKey(ctx.req, variantOf(ctx.path, ctx.req.headers));
    const ifNoneMatch = ctx.get('If-None-Match');
    const version = freshness && hasKept(key) ? await catchUpWithin() : await catchUp();
    const hit = usable(key, version !== true);
    if (version !== true && version !== WAITED && !hit) {
      // The database did not answer the version's query; the app's own would wait as long again.
      (ctx.state as Record<symbol, unknown>)[DATABASE_AWAY] = version.error;
    }
    if (hit) {
      counts.hits += 1;
      noteRoute(ctx.res, hit.answer.route);
      answerInKoa(ctx, served(hit), ifNoneMatch);
      return;
    }
    counts.misses += 1;

    // The full, plain answer is needed to fill the cache: the conditional part and the compression
    // are decided here, after.
    delete ctx.request.headers['if-none-match'];
    ctx.compress = false;
    const startedAt = generation;
    await next();
    const kept = ctx.status === 503 ? usable(key, true) : undefined;
    if (kept) {
      // The database went away since the answer was kept: it is the best there is (stale-if-error).
      counts.hits += 1;
      const answer = served({ answer: kept.answer, stale: true });
      if (answer.status === undefined) ctx.remove('Retry-After');
      noteRoute(ctx.res, answer.route);
      answerInKoa(ctx, answer, ifNoneMatch);
      return;
    }
    const body: unknown = ctx.body;
    if (ctx.status !== 200 || body === null || body === undefined || body instanceof Stream) return;
    const cacheControl = ctx.response.get('Cache-Control') || 'no-cache';
    if (/no-store|private/.test(cacheControl)) return;

    const bytes = Buffer.isBuffer(body) ? body : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
    const headers: string[] = [];
    for (const [name, value] of Object.entries(ctx.response.headers)) {
      if (PER_ANSWER_HEADERS.has(name) || value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.push(name, String(one));
    }
    const fresh: CachedAnswer = {
      body: bytes,
      type: ctx.response.get('Content-Type'),
      tag: ctx.response.get('ETag') || entityTag(bytes), // the etag middleware hashed the same JSON
      cacheControl,
      vary: ctx.response.get('Vary') || 'Accept-Encoding',
      headers,
      encoded: {},
      route: notedRoute(ctx.res),
      storedAt: clock(),
    };
    if (startedAt === generation) {
      cache.set(key, fresh);
      if (pages?.isPage(ctx.path)) lastGoodPages.set(key, fresh);
    }
    answerInKoa(ctx, fresh, ifNoneMatch);
  };

  const send = (req: IncomingMessage, res: ServerResponse, usableHit: Usable): true => {
    counts.hits += 1;
    const hit = served(usableHit);
    noteRoute(res, hit.route);
    const { status, headers, body } = reply(hit, req.headers['if-none-match'], req.headers['accept-encoding']);
    const head = withRequestId(res, [...hit.headers, ...headers]);
    if (body) head.push('Content-Length', String(body.length));
    res.writeHead(status, head).end(req.method === 'HEAD' ? undefined : body);
    return true;
  };

  const answer = (req: IncomingMessage, res: ServerResponse): boolean | Promise<boolean> => {
    const url = req.url ?? '';
    const query = url.indexOf('?');
    const path = query < 0 ? url : url.slice(0, query);
    if (!isCacheableRead(req.method, path, req.headers.authorization)) return false;
    const key = cacheKey(req, variantOf(path, req.headers));
    if (!freshness) {
      const hit = usable(key, false);
      return hit ? send(req, res, hit) : false;
    }
    // Nothing kept for it: Koa's way (which reads the version too) is as quick.
    if (!cache.has(key)) return false;
    // Most reads under load: the version was read a moment ago (within the bound), so no promise.
    const known = freshness.known();
    if (known !== undefined) {
      caughtUpTo(known);
      const hit = usable(key, false);
      return hit ? send(req, res, hit) : false;
    }
    return catchUpWithin().then((version) => {
      const hit = usable(key, version !== true);
      return hit ? send(req, res, hit) : false;
    });
  };

  return { middleware, answer, remember, invalidate, stats: () => ({ ...counts }) };
}

const DATABASE_AWAY = Symbol('the database did not answer the content version');
/** The content version was waited for `versionWaitMs` without an answer. */
const WAITED = Symbol('waited for the content version');

/**
 * Mounted after the error handler: a read the cache could not answer because the content version
 * could not be read fails at once with what that query threw (a 503, counted as the outage's),
 * instead of waiting for the database a second time.
 */
export const failWhenDatabaseAway: Middleware = async (ctx, next) => {
  const state = ctx.state as Record<symbol, unknown>;
  if (DATABASE_AWAY in state) throw state[DATABASE_AWAY];
  await next();
};

function answerInKoa(ctx: Context, cached: CachedAnswer, ifNoneMatch: string): void {
  const { status, headers, body } = reply(cached, ifNoneMatch || undefined, ctx.get('Accept-Encoding') || undefined);
  ctx.status = status;
  // A marked copy's own headers (Retry-After, noindex) besides those Koa set for this request.
  const all = cached.status === undefined ? headers : [...cached.headers, ...headers];
  for (let i = 0; i < all.length; i += 2) ctx.set(all[i] as string, all[i + 1] as string);
  if (body) ctx.body = body;
}

/** What to send for a cached answer, inside Koa or before it: a 304, or the bytes in the best accepted encoding. */
function reply(cached: CachedAnswer, ifNoneMatch: string | undefined, acceptEncoding: string | undefined) {
  // A saved copy served while the database is away is neither revalidated nor kept.
  const headers = cached.status === undefined ? ['ETag', cached.tag, 'Cache-Control', cached.cacheControl, 'Vary', cached.vary] : ['Cache-Control', cached.cacheControl, 'Vary', cached.vary];
  if (cached.status === undefined && ifNoneMatch && matchesIfNoneMatch(ifNoneMatch, cached.tag)) return { status: 304, headers, body: undefined };
  const encoding = pickEncoding(cached.body.length, acceptEncoding);
  headers.push('Content-Type', cached.type);
  if (encoding) headers.push('Content-Encoding', encoding);
  return { status: cached.status ?? 200, headers, body: encodedBody(cached, encoding) };
}
