import { performance } from 'node:perf_hooks';
import { load, type LoadResult } from '../lib/cannon.ts';
import { firstSlug } from '../lib/firstSlug.ts';
import { get, getJson } from '../lib/http.ts';
import { startServer } from '../lib/server.ts';
import { combine } from './api.ts';
import type { BenchSettings } from '../lib/settings.ts';
import { median } from '../lib/stats.ts';

/** A page whose head is read from the database must keep at least this share of the static index's rate. */
export const HTML_RATIO_TARGET = 0.5;

export interface HtmlCase {
  readonly path: string;
  readonly app: LoadResult;
  /** The built index.html served as a file by the same server (`/index.html`). */
  readonly reference: LoadResult;
  /** Median over the rounds of page req/s ÷ index.html req/s. */
  readonly ratio: number;
}

export interface ShareImageTimes {
  /** One per post, project and the site card: the first request, which draws the PNG. */
  readonly firstMs: readonly number[];
  /** The same URLs again: kept, so read from memory. */
  readonly cachedMs: readonly number[];
  /** The slowest `/api/config` answer while the first ones were drawn: how long the server was held. */
  readonly pingMaxMs: number;
  readonly pingCount: number;
}

export interface HtmlRun {
  readonly database: 'sqlite' | 'mysql';
  readonly cases: readonly HtmlCase[];
  readonly shareImage: ShareImageTimes;
}

const ROUNDS = 5;
const OG_IMAGE = /<meta property="og:image" content="([^"]+)">/;

async function ogImagePath(origin: string, path: string): Promise<string> {
  const html = (await get(`${origin}${path}`)).body.toString('utf8');
  const url = OG_IMAGE.exec(html)?.[1];
  if (!url) throw new Error(`GET ${path} has no og:image`);
  return new URL(url.replace(/&amp;/g, '&')).pathname;
}

/** Times each share image's first and second request, while a loop of small reads watches the server's response. */
async function timeShareImages(origin: string, pages: readonly string[]): Promise<ShareImageTimes> {
  const images = [...new Set(await Promise.all(pages.map((path) => ogImagePath(origin, path))))];
  const timed = async (path: string) => {
    const began = performance.now();
    const answer = await get(`${origin}${path}`);
    if (answer.status !== 200 || answer.headers['content-type'] !== 'image/png') throw new Error(`GET ${path} answered ${answer.status} ${String(answer.headers['content-type'])}`);
    return performance.now() - began;
  };
  let watching = true;
  const pings: number[] = [];
  const watcher = (async () => {
    while (watching) {
      const began = performance.now();
      await get(`${origin}/api/config`);
      pings.push(performance.now() - began);
    }
  })();
  const firstMs: number[] = [];
  for (const path of images) firstMs.push(await timed(path));
  watching = false;
  await watcher;
  const cachedMs: number[] = [];
  for (const path of images) cachedMs.push(await timed(path));
  return { firstMs, cachedMs, pingMaxMs: Math.max(...pings), pingCount: pings.length };
}

/** HTML pages with their database-built heads against the static index.html on the same server, in alternating rounds. */
export async function benchHtml(settings: BenchSettings, database: 'sqlite' | 'mysql', log: (line: string) => void): Promise<HtmlRun> {
  const server = await startServer({ database: database === 'sqlite' ? 'sqlite' : (settings.mysqlUrl as string) });
  try {
    const slug = await firstSlug(server.origin);
    const { projects } = (await getJson(`${server.origin}/api/projects`)) as { projects: { id: string }[] };
    const project = projects[0]?.id;
    if (project === undefined) throw new Error('GET /api/projects is empty: the demo content should seed some');
    const paths = ['/', `/writing/${slug}`, `/projects/${project}`];
    const run = (path: string, durationSeconds: number) => load({ url: `${server.origin}${path}`, connections: settings.connections, durationSeconds, expectStatus: 200 });
    for (const path of [...paths, '/index.html']) await run(path, 1);

    const cases: HtmlCase[] = [];
    for (const path of paths) {
      log(`  ${database} GET ${path} vs /index.html`);
      const app: LoadResult[] = [];
      const reference: LoadResult[] = [];
      const ratios: number[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const slice = settings.durationSeconds / ROUNDS;
        const page = await run(path, slice);
        const index = await run('/index.html', slice);
        app.push(page);
        reference.push(index);
        ratios.push(index.requestsPerSecond > 0 ? page.requestsPerSecond / index.requestsPerSecond : 0);
      }
      cases.push({ path, app: combine(app), reference: combine(reference), ratio: median(ratios) });
    }

    log(`  ${database} share images: first request (drawn) and second (kept)`);
    const { items } = (await getJson(`${server.origin}/api/writing?limit=100`)) as { items: { slug: string }[] };
    const pages = ['/', ...items.map((item) => `/writing/${item.slug}`), ...projects.map((p) => `/projects/${p.id}`)];
    return { database, cases, shareImage: await timeShareImages(server.origin, pages) };
  } finally {
    await server.stop();
  }
}
