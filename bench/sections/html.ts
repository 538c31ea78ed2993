import { Agent } from 'node:http';
import { performance } from 'node:perf_hooks';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { load, type LoadResult } from '../lib/cannon.ts';
import { firstSlug } from '../lib/firstSlug.ts';
import { get, getJson, type HttpAnswer } from '../lib/http.ts';
import { cpuTimeMs } from '../lib/proc.ts';
import { startServer } from '../lib/server.ts';
import { combine } from './api.ts';
import type { BenchSettings } from '../lib/settings.ts';
import { median, percentile } from '../lib/stats.ts';

/** A server-rendered page must keep at least this share of the static index's rate. */
export const HTML_RATIO_TARGET = 0.5;
/** The median time the server takes to render and send one page for a reader it has not seen, in ms. */
export const RENDER_P50_TARGET_MS = 5;

/**
 * Languages Intl supports, one per timed request: the read cache keeps one copy of a page per
 * device, language and host (packages/api/src/pages/pageReader.ts), so each of these requests
 * misses it and the page is really rendered. en-US, the server's default, is only for warming up.
 */
const LANGUAGES = [
  'af', 'ar', 'bg', 'ca', 'cs', 'da', 'de', 'el', 'en-GB', 'es', 'es-MX', 'et', 'fa', 'fi', 'fil', 'fr', 'fr-CA', 'he', 'hi', 'hr',
  'hu', 'id', 'it', 'ja', 'ko', 'lt', 'lv', 'nb', 'nl', 'pl', 'pt-BR', 'pt-PT', 'ro', 'ru', 'sk', 'sl', 'sv', 'th', 'tr', 'uk',
] as const;
const WARM_UP_LANGUAGES = ['en-US', 'en-AU', 'en-CA'] as const;
/** What Chromium sends for a page, with the user agent of Lighthouse's phone or desktop preset. */
const READERS = {
  phone: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
  desktop: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36',
} as const;
type Device = keyof typeof READERS;

export interface RenderTimes {
  readonly path: string;
  readonly device: Device;
  /** One per language, in the order of LANGUAGES: request sent → last byte of the answer. */
  readonly samplesMs: readonly number[];
  readonly p50Ms: number;
  readonly p95Ms: number;
  /** The server process's CPU time over these requests ÷ their number (10 ms steps in all): its own work, whatever else holds the CPUs. */
  readonly cpuMsPerRequest: number;
  /** The answer's size as sent (brotli), bytes, median. */
  readonly bytes: number;
}

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
  /** Server time per page: sequential requests on one kept-alive connection, a new language each. */
  readonly renders: readonly RenderTimes[];
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

function decoded(answer: HttpAnswer): string {
  const encoding = answer.headers['content-encoding'];
  const bytes = encoding === 'br' ? brotliDecompressSync(answer.body) : encoding === 'gzip' ? gunzipSync(answer.body) : answer.body;
  return bytes.toString('utf8');
}

/**
 * Each page once per language and device, one request at a time on one connection, timed from the
 * request to the answer's last byte. Each answer must be the page written for that reader (its page
 * data names the device and the locale), so none came from another reader's copy.
 */
async function timeRenders(origin: string, serverPid: number, paths: readonly string[]): Promise<RenderTimes[]> {
  const locales = Intl.DateTimeFormat.supportedLocalesOf([...LANGUAGES]);
  if (new Set(locales).size !== LANGUAGES.length) throw new Error(`Intl supports only ${locales.join(', ')} of the bench's ${LANGUAGES.length} languages`);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const request = async (path: string, device: Device, language: string) => {
      const headers = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br', 'accept-language': language, 'user-agent': READERS[device] };
      const began = performance.now();
      const answer = await get(`${origin}${path}`, headers, 10_000, agent);
      const elapsed = performance.now() - began;
      if (answer.status !== 200) throw new Error(`GET ${path} (${device}, ${language}) answered ${answer.status}`);
      return { answer, elapsed };
    };
    const times: RenderTimes[] = [];
    for (const path of paths) {
      for (const device of Object.keys(READERS) as Device[]) {
        for (const language of WARM_UP_LANGUAGES) await request(path, device, language);
        const samplesMs: number[] = [];
        const bytes: number[] = [];
        const cpuBefore = cpuTimeMs(serverPid);
        for (const [index, language] of LANGUAGES.entries()) {
          const { answer, elapsed } = await request(path, device, language);
          const html = decoded(answer);
          const locale = locales[index] as string;
          if (!html.includes(`"device":"${device}"`) || !html.includes(`"locale":"${locale}"`)) {
            throw new Error(`GET ${path} (${device}, ${language}) is not the page rendered for that reader (no "device":"${device}" and "locale":"${locale}" in its page data)`);
          }
          samplesMs.push(elapsed);
          bytes.push(answer.body.length);
        }
        const cpuMsPerRequest = (cpuTimeMs(serverPid) - cpuBefore) / LANGUAGES.length;
        times.push({ path, device, samplesMs, p50Ms: median(samplesMs), p95Ms: percentile(samplesMs, 95), cpuMsPerRequest, bytes: median(bytes) });
      }
    }
    return times;
  } finally {
    agent.destroy();
  }
}

/**
 * Server-rendered pages: first the time to render one for a new reader, on a quiet server; then
 * their rate (repeat readers, answered from the read cache) against the static index.html on the
 * same server, in alternating rounds.
 */
export async function benchHtml(settings: BenchSettings, database: 'sqlite' | 'mysql', log: (line: string) => void): Promise<HtmlRun> {
  const server = await startServer({ database: database === 'sqlite' ? 'sqlite' : (settings.mysqlUrl as string) });
  try {
    const slug = await firstSlug(server.origin);
    const { projects } = (await getJson(`${server.origin}/api/projects`)) as { projects: { id: string }[] };
    const project = projects[0]?.id;
    if (project === undefined) throw new Error('GET /api/projects is empty: the demo content should seed some');
    const paths = ['/', '/projects', `/projects/${project}`, `/writing/${slug}`, '/about/quickview'];
    log(`  ${database} server time per page: ${LANGUAGES.length} languages × phone and desktop, one connection`);
    const renders = await timeRenders(server.origin, server.pid, paths);
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
    return { database, renders, cases, shareImage: await timeShareImages(server.origin, pages) };
  } finally {
    await server.stop();
  }
}
