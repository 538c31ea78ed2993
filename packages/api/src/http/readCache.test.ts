import { once } from 'node:events';
import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterEach, describe, expect, it } from 'vitest';
import { etag } from './etag';
import { createReadCache, type ReadCache, type ReadCacheOptions, type StalePages } from './readCache';
import { UNAVAILABLE_PAGE_HEADERS } from '../pages/unavailablePage';

/** A response's headers as name/value pairs (`forEach`: what both Node's and the DOM's types have; lowlight's types bring in the DOM's). */
function headerPairs(headers: Headers): [string, string][] {
  const pairs: [string, string][] = [];
  headers.forEach((value, name) => pairs.push([name, value]));
  return pairs;
}

/**
 * A bare Koa app with the cache in front of a handler whose reads are counted, so each test can
 * tell a cached answer (no read) from a fresh one. POST writes `value`; GET reads it.
 */
function cachedApp(options: ReadCacheOptions = {}) {
  const state = { value: 'first', reads: 0, koa: 0, gate: undefined as Promise<void> | undefined, databaseAway: false };
  const cache = createReadCache(options);
  const app = new Koa();
  app.use(async (ctx, next) => {
    state.koa += 1;
    ctx.set('X-Frame-Options', 'DENY'); // stands for securityHeaders, which app.ts mounts first
    await next();
  });
  app.use(cache.middleware); // as in app.ts: the cache before the router, the etag middleware in it
  app.use(etag());
  app.use(async (ctx) => {
    if (ctx.method === 'POST') {
      const refusal = Number(ctx.get('X-Refuse'));
      if (refusal) {
        ctx.status = refusal;
        ctx.body = { error: 'refused' };
        return;
      }
      state.value = ctx.get('X-Value');
      ctx.body = { saved: state.value };
      return;
    }
    if (state.databaseAway) {
      ctx.status = 503;
      ctx.set('Retry-After', '5');
      ctx.body = { error: 'Service temporarily unavailable' };
      return;
    }
    state.reads += 1;
    const value = state.value;
    if (state.gate) await state.gate;
    if (ctx.path === '/api/missing') ctx.throw(404);
    if (ctx.path === '/api/private') ctx.set('Cache-Control', 'no-store');
    if (ctx.path.startsWith('/page')) {
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = `<!doctype html><html><head><title>${value}</title></head><body><div id="root">${value}</div></body></html>`;
      return;
    }
    ctx.body = { value, path: ctx.path, query: ctx.querystring };
  });
  return { app: { koa: app, cache }, state };
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map(async (server) => {
    server.close();
    server.closeAllConnections();
    await once(server, 'close');
  }));
});

/** Served as createRequestListener does: hits from memory first (unless `fastPath` is false), then Koa. */
async function serve({ koa, cache }: { koa: Koa; cache: ReadCache }, fastPath = true): Promise<string> {
  const handle = koa.callback();
  const server = createServer((req, res) => {
    const answered = fastPath ? cache.answer(req, res) : false;
    if (answered === false) void handle(req, res);
    else if (answered !== true) {
      void answered.then((done) => {
        if (!done) void handle(req, res);
      });
    }
  });
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function read(base: string, path = '/api/things', headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, { headers });
  const type = response.headers.get('content-type');
  const body = type?.startsWith('application/json') ? ((await response.json()) as { value: string }) : undefined;
  return { status: response.status, etag: response.headers.get('etag'), type, body };
}

/** A read with node:http, which leaves the body compressed, as sent. */
function rawRead(base: string, acceptEncoding: string): Promise<{ headers: IncomingHttpHeaders; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    get(`${base}/api/things`, { headers: { 'Accept-Encoding': acceptEncoding }, agent: false }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (chunk: Buffer) => parts.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, bytes: Buffer.concat(parts) }));
    }).on('error', reject);
  });
}

const write = (base: string, value: string) => fetch(`${base}/api/things`, { method: 'POST', headers: { 'X-Value': value } });

describe('readCache', () => {
  it('answers a repeat read from memory with the same bytes, type and ETag', async () => {
    const { app, state } = cachedApp();
    const base = await serve(app);
    const first = await read(base);
    const second = await read(base);
    expect(state.reads).toBe(1);
    expect(state.koa).toBe(1); // the second read never reached Koa
    expect(second).toEqual(first);
    expect(first.type).toBe('application/json; charset=utf-8');
    expect(first.etag).toMatch(/^W\/"/);
  });

  it('answers a hit before Koa with the same status, headers and bytes as Koa itself', async () => {
    for (const headers of [{}, { 'Accept-Encoding': 'gzip, br' }] as Record<string, string>[]) {
      const answers = [];
      for (const fastPath of [true, false]) {
        const { app } = cachedApp();
        const base = await serve(app, fastPath);
        await write(base, 'x'.repeat(2000));
        await read(base); // stored
        const response = await fetch(`${base}/api/things`, { headers });
        const kept = headerPairs(response.headers).filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name));
        answers.push({ status: response.status, headers: Object.fromEntries(kept), body: await response.text() });
      }
      expect(answers[0]).toEqual(answers[1]);
      expect(answers[0]?.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('answers a HEAD hit with the headers and no body', async () => {
    const { app } = cachedApp();
    const base = await serve(app);
    const { etag: tag } = await read(base);
    const head = await fetch(`${base}/api/things`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(tag);
    expect(await head.text()).toBe('');
  });

  it('answers 304 from memory when If-None-Match carries the cached tag', async () => {
    const { app, state } = cachedApp();
    const base = await serve(app);
    const { etag: tag } = await read(base);
    const conditional = await read(base, '/api/things', { 'If-None-Match': tag as string });
    expect(conditional.status).toBe(304);
    expect(conditional.etag).toBe(tag);
    expect(state.reads).toBe(1);
  });

  it('fills the cache from a conditional read too, answering it 304', async () => {
    const { app, state } = cachedApp();
    const base = await serve(app);
    const { etag: tag } = await read(base);
    await write(base, 'first'); // empties the cache, same content
    expect((await read(base, '/api/things', { 'If-None-Match': tag as string })).status).toBe(304);
    expect((await read(base)).etag).toBe(tag);
    expect(state.reads).toBe(2);
  });

  it('shows a write on the very next read', async () => {
    const { app, state } = cachedApp();
    const base = await serve(app);
    await read(base);
    await write(base, 'second');
    expect((await read(base)).body?.value).toBe('second');
    expect(state.reads).toBe(2);
  });

  it('does not keep what a read fetched while a write ran', async () => {
    const { app, state } = cachedApp();
    const base = await serve(app);
    let open = () => undefined as void;
    state.gate = new Promise<void>((resolve) => (open = resolve));
    const stale = read(base); // reads "first", then waits at the gate
    while (state.reads === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    await write(base, 'second');
    open();
    expect((await stale).body?.value).toBe('first');
    state.gate = undefined;
    expect((await read(base)).body?.value).toBe('second');
  });

  it('keeps its answers through writes refused with a 4xx, which wrote nothing, but not through a 500', async () => {
    const { app, state } = cachedApp({ now: () => 0 });
    const base = await serve(app);
    await read(base);
    for (const status of [400, 401, 404, 413, 415, 429]) {
      expect((await fetch(`${base}/api/things`, { method: 'POST', headers: { 'X-Refuse': String(status) } })).status).toBe(status);
    }
    await read(base);
    expect(state.reads).toBe(1);
    await fetch(`${base}/api/things`, { method: 'POST', headers: { 'X-Refuse': '500' } });
    await read(base);
    expect(state.reads).toBe(2);
  });

  it('forgets an answer after its time to live', async () => {
    let clock = 5000; // lru-cache reads a start time of 0 as "no TTL"
    const { app, state } = cachedApp({ ttlMs: 1000, now: () => clock });
    const base = await serve(app);
    await read(base);
    clock = 5999;
    await read(base);
    expect(state.reads).toBe(1);
    clock = 6001;
    await read(base);
    expect(state.reads).toBe(2);
  });

  it('keeps each URL, query included, apart', async () => {
    const { app, state } = cachedApp();
    const base = await serve(app);
    expect((await read(base, '/api/things?limit=1')).body).toMatchObject({ query: 'limit=1' });
    expect((await read(base, '/api/things?limit=2')).body).toMatchObject({ query: 'limit=2' });
    expect((await read(base, '/api/things?limit=1')).body).toMatchObject({ query: 'limit=1' });
    expect(state.reads).toBe(2);
  });

  it('never stores errors, no-store answers, health, or reads made with a token', async () => {
    const { app, state } = cachedApp();
    const base = await serve(app);
    for (const [path, headers] of [
      ['/api/missing', {}],
      ['/api/private', {}],
      ['/api/health', {}],
      ['/api/things', { Authorization: 'Bearer x' }],
    ] as const) {
      state.reads = 0;
      await read(base, path, headers);
      await read(base, path, headers);
      expect(state.reads, path).toBe(2);
    }
  });

  it('compresses answers of 1 KB and more as each reader accepts, once per encoding', async () => {
    const { app, state } = cachedApp();
    const base = await serve(app);
    await write(base, 'x'.repeat(2000));
    const plain = await rawRead(base, 'identity');
    const gzip = await rawRead(base, 'gzip, deflate');
    const br = await rawRead(base, 'gzip, deflate, br');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(gunzipSync(gzip.bytes)).toEqual(plain.bytes);
    expect(brotliDecompressSync(br.bytes)).toEqual(plain.bytes);
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 10);
    for (const answer of [plain, gzip, br]) {
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
      expect(answer.headers.etag).toBe(plain.headers.etag);
    }
    expect(state.reads).toBe(1);
  });

  it('sends answers under 1 KB as they are', async () => {
    const { app } = cachedApp();
    const base = await serve(app);
    const answer = await rawRead(base, 'gzip, br');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.bytes.toString('utf8'))).toMatchObject({ value: 'first' });
  });

  it('drops the least recently read answers beyond its byte budget', async () => {
    const { app, state } = cachedApp({ maxBytes: 120 });
    const base = await serve(app);
    await read(base, '/api/things?a'); // each answer is 49 bytes: two fit
    await read(base, '/api/things?b');
    await read(base, '/api/things?c');
    state.reads = 0;
    await read(base, '/api/things?c');
    await read(base, '/api/things?a');
    expect(state.reads).toBe(1);
  });

  it('keeps the other paths it is told to, and only those', async () => {
    const { app, state } = cachedApp({ cachesPath: (path) => path === '/page' });
    const base = await serve(app);
    await read(base, '/page');
    await read(base, '/page');
    expect(state.reads).toBe(1);
    await read(base, '/other');
    await read(base, '/other');
    expect(state.reads).toBe(3);
  });

  it('remembers a loaded value until the next write, sharing one load between callers', async () => {
    const { app } = cachedApp();
    const base = await serve(app);
    let loads = 0;
    const load = () => Promise.resolve((loads += 1));
    const [a, b] = await Promise.all([app.cache.remember('config', load), app.cache.remember('config', load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    expect(await app.cache.remember('config', load)).toBe(1);
    await write(base, 'changed');
    expect(await app.cache.remember('config', load)).toBe(2);
  });

  it('does not remember a failed load, nor one a write overtook', async () => {
    let clock = 0;
    const { app } = cachedApp({ now: () => clock });
    const base = await serve(app);
    await expect(app.cache.remember('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await app.cache.remember('x', () => Promise.resolve('up'))).toBe('up');

    let finish: (value: string) => void = () => undefined;
    const slow = app.cache.remember('y', () => new Promise<string>((resolve) => (finish = resolve)));
    await write(base, 'meanwhile');
    finish('stale');
    expect(await slow).toBe('stale');
    expect(await app.cache.remember('y', () => Promise.resolve('fresh'))).toBe('fresh');

    clock += 10_000;
    expect(await app.cache.remember('x', () => Promise.resolve('later'))).toBe('later');
  });

  it('answers from memory while the database is away, however old the answer (stale-if-error)', async () => {
    let clock = 5000;
    const { app, state } = cachedApp({ ttlMs: 1000, now: () => clock });
    const base = await serve(app);
    await read(base);
    clock += 60_000;
    state.databaseAway = true;
    const stale = await fetch(`${base}/api/things`);
    expect(stale.status).toBe(200);
    expect(stale.headers.get('retry-after')).toBeNull();
    expect(((await stale.json()) as { value: string }).value).toBe('first');
    // What was never read is unavailable; once the database is back, answers are fresh again.
    expect((await read(base, '/api/other')).status).toBe(503);
    state.databaseAway = false;
    state.value = 'later';
    expect((await read(base)).body?.value).toBe('later');
  });
});

/** A content version shared by several caches, as the database's row is (db/contentVersion.ts). */
function sharedVersion() {
  const shared = { version: 0, reads: 0, away: false };
  const freshness = {
    current: async () => {
      await new Promise((resolve) => setImmediate(resolve));
      shared.reads += 1;
      if (shared.away) throw new Error('connect ECONNREFUSED');
      return shared.version;
    },
    // Never known without a read: every read here waits for the version, as after the bound.
    known: () => undefined,
    bump: async () => {
      shared.version += 1;
    },
  };
  return { shared, freshness };
}

describe('readCache on servers sharing a database (freshness)', () => {
  it.each([true, false])('shows a write through one server on the very next read from another (answered before Koa: %s)', async (fastPath) => {
    const { freshness } = sharedVersion();
    const one = cachedApp({ freshness, now: () => 0 });
    const two = cachedApp({ freshness, now: () => 0 });
    const [baseOne, baseTwo] = [await serve(one.app, fastPath), await serve(two.app, fastPath)];
    expect((await read(baseTwo)).body?.value).toBe('first');
    expect((await read(baseTwo)).body?.value).toBe('first');
    expect(two.state.reads).toBe(1);

    await write(baseOne, 'second');
    two.state.value = 'second'; // the database both read
    expect((await read(baseTwo)).body?.value).toBe('second');
    expect(two.state.reads).toBe(2);
    expect((await read(baseTwo)).body?.value).toBe('second');
    expect(two.state.reads).toBe(2);
  });

  it('answers at once while the version is known, and empties itself when the known version moved', async () => {
    const { shared, freshness } = sharedVersion();
    let known: number | undefined;
    const { app, state } = cachedApp({ freshness: { ...freshness, known: () => known }, now: () => 0 });
    const base = await serve(app, true);
    expect((await read(base)).body?.value).toBe('first');
    known = shared.version;
    const readsBefore = shared.reads;
    expect((await read(base)).body?.value).toBe('first');
    expect(shared.reads).toBe(readsBefore); // answered without waiting for the version
    expect(state.reads).toBe(1);
    state.value = 'second';
    known = shared.version + 1; // another server wrote, and a version read since says so
    expect((await read(base)).body?.value).toBe('second');
    expect(state.reads).toBe(2);
  });

  it('answers what it keeps while the version cannot be read, and catches up once it can', async () => {
    let clock = 5000;
    const { shared, freshness } = sharedVersion();
    const { app, state } = cachedApp({ freshness, ttlMs: 1000, now: () => clock });
    const base = await serve(app);
    await read(base);
    shared.away = true;
    state.databaseAway = true;
    clock += 60_000;
    expect((await read(base)).body?.value).toBe('first');
    shared.away = false;
    state.databaseAway = false;
    state.value = 'second';
    shared.version += 1;
    expect((await read(base)).body?.value).toBe('second');
  });
});

/** Pages as app.ts keeps them: under /page here, marked with a line of their own when stale. */
const testPages: StalePages = {
  isPage: (path) => path.startsWith('/page'),
  markStale: (html) => html.replace('<body>', '<body><p>saved copy</p>'),
  headers: UNAVAILABLE_PAGE_HEADERS,
};

describe('readCache: pages while the database is away', () => {
  it.each([true, false])('serves a page its last good render after a write emptied the cache: 503, Retry-After, noindex, no-store, marked (answered before Koa: %s)', async (fastPath) => {
    const { app, state } = cachedApp({ pages: testPages, cachesPath: testPages.isPage });
    const base = await serve(app, fastPath);
    expect((await read(base, '/page/one')).status).toBe(200);
    await read(base, '/api/things');
    await write(base, 'second');
    state.databaseAway = true;

    const saved = await fetch(`${base}/page/one`);
    expect(saved.status).toBe(503);
    expect(saved.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(saved.headers.get('retry-after')).toBe('5');
    expect(saved.headers.get('x-robots-tag')).toBe('noindex');
    expect(saved.headers.get('cache-control')).toBe('no-store');
    expect(saved.headers.get('etag')).toBeNull();
    expect(saved.headers.get('x-frame-options')).toBe('DENY');
    expect(await saved.text()).toBe('<!doctype html><html><head><title>first</title></head><body><p>saved copy</p><div id="root">first</div></body></html>');
    // API answers are not kept past a write: their callers get the JSON 503.
    expect((await read(base, '/api/things')).status).toBe(503);
    // A conditional read gets the copy too: a 304 would let a saved copy pass for the current page.
    const conditional = await fetch(`${base}/page/one`, { headers: { 'If-None-Match': '*' } });
    expect(conditional.status).toBe(503);

    state.databaseAway = false;
    const back = await fetch(`${base}/page/one`);
    expect([back.status, await back.text()]).toEqual([200, '<!doctype html><html><head><title>second</title></head><body><div id="root">second</div></body></html>']);
  });

  it('marks a page kept before the database went away once it is past its time, and compresses the marked copy', async () => {
    let clock = 5000;
    const { app, state } = cachedApp({ pages: testPages, cachesPath: testPages.isPage, ttlMs: 1000, now: () => clock });
    const base = await serve(app);
    await read(base, '/page/long'.padEnd(1200, 'x'));
    state.databaseAway = true;
    clock += 60_000;
    const raw = await new Promise<{ status?: number; headers: IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
      get(`${base}${'/page/long'.padEnd(1200, 'x')}`, { headers: { 'Accept-Encoding': 'gzip' }, agent: false }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (chunk: Buffer) => parts.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, bytes: Buffer.concat(parts) }));
      }).on('error', reject);
    });
    expect(raw.status).toBe(503);
    expect(raw.headers['content-encoding']).toBeUndefined(); // the page is short: sent as it is
    expect(raw.bytes.toString()).toContain('<p>saved copy</p>');
  });
});

describe('readCache: a content version that does not answer (a frozen database)', () => {
  function frozenVersion() {
    const shared = { version: 0, frozen: false, release: () => undefined as void };
    const freshness = {
      current: () =>
        shared.frozen
          ? new Promise<number>((resolve) => {
              shared.release = () => resolve(shared.version);
            })
          : Promise.resolve(shared.version),
      known: () => undefined,
      bump: async () => {
        shared.version += 1;
      },
    };
    return { shared, freshness };
  }

  it('answers a kept read once it has waited versionWaitMs, then at once until the version answers again', async () => {
    const { shared, freshness } = frozenVersion();
    const { app, state } = cachedApp({ freshness, versionWaitMs: 1000, ttlMs: 60_000 });
    const base = await serve(app);
    expect((await read(base)).body?.value).toBe('first');
    shared.frozen = true;

    let started = performance.now();
    expect((await read(base)).body?.value).toBe('first'); // never answered without the bound
    expect(performance.now() - started).toBeGreaterThanOrEqual(990);
    started = performance.now();
    expect((await read(base)).body?.value).toBe('first');
    expect(performance.now() - started).toBeLessThan(990); // the version is known to be missing: no wait
    expect(state.reads).toBe(1);

    shared.frozen = false;
    shared.release(); // the query out answers: the next read waits for the version again, and sees a change
    await new Promise((resolve) => setImmediate(resolve));
    state.value = 'second';
    shared.version += 1;
    expect((await read(base)).body?.value).toBe('second');
  });
});
