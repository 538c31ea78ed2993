import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { chromiumArgs } from '../../chromium.config.ts';
import { onCleanup } from '../lib/cleanup.ts';
import { firstSlug } from '../lib/firstSlug.ts';
import { newestPostWithCode } from '../lib/postWithCode.ts';
import { getJson } from '../lib/http.ts';
import { startServer } from '../lib/server.ts';
import type { AuditBrowser } from '../lib/auditBrowser.ts';
import { lighthouseCliRun } from '../lib/lighthouseCli.ts';
import { type LongTask, longTasksOf } from '../lib/longTasks.ts';
import { onOrigin } from '../lib/onOrigin.ts';
import { auditConfig } from '../lib/lighthouseConfig.ts';
import type { BenchSettings } from '../lib/settings.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
/** Judged on every run, not on medians: a page must meet them each time it is loaded. */
export const PAGE_TARGETS = {
  performance: 100,
  accessibility: 100,
  'best-practices': 100,
  seo: 90,
  mobileLcpMs: 900,
  desktopLcpMs: 400,
  tbtMs: 50,
  /** As Lighthouse shows it, to 3 decimals. */
  cls: 0,
} as const;

/**
 * Lighthouse's CLI with a fresh full Chromium per run (issue 31): the phone's figures as most people
 * would measure them. Blocking time gets a wider bound than the warm browser's: a fresh Chromium's
 * hidden desktop UI competes with the page for the 2 cores (docs/performance.md).
 */
export const CLI_TARGETS = { performance: 100, mobileLcpMs: 900, tbtMs: 100, cls: 0 } as const;

export type Preset = 'desktop' | 'mobile';

/** Requests of one load, split at its first paint. */
export interface Transfers {
  readonly files: number;
  /** Bytes over the wire (compressed, with headers). */
  readonly bytes: number;
  /** Each request (path and query, bytes over the wire), in the order they finished. */
  readonly requests: readonly { readonly url: string; readonly bytes: number }[];
}

/** What the browser downloaded before and after its first contentful paint, as observed (not simulated). */
export interface Downloads {
  /** The observed first contentful paint, ms after the first request started. */
  readonly observedFcpMs: number;
  /** Finished by the observed first paint: what Lighthouse's mobile estimate counts in FCP. */
  readonly beforePaint: Transfers;
  readonly afterPaint: Transfers;
}

export interface LighthouseRun {
  /** 0–100 per category. */
  readonly scores: Record<Category, number>;
  /** Lighthouse's figures: on mobile, simulated (slow 4G, 4× CPU); on desktop, as observed. */
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  /** The LCP element, as Lighthouse names it (`/` on a first visit: the splash). */
  readonly lcpElement: string;
  /** TTFB, load delay, load time, render delay of the LCP, ms. */
  readonly lcpPhases: Readonly<Record<string, number>>;
  /** URLs Lighthouse calls render-blocking. */
  readonly renderBlocking: readonly string[];
  readonly downloads: Downloads;
  /** Audits that cost points outside Performance, e.g. `color-contrast`, with the first elements they name. */
  readonly failedAudits: readonly string[];
  /** What the page logged as errors (Lighthouse's errors-in-console), for the best-practices score. */
  readonly consoleErrors: readonly string[];
  /** Main-thread time of the load, all of it (mainthread-work-breakdown), ms; simulated 4× on mobile. */
  readonly mainThreadMs: number;
  /**
   * The part attributed to our own files: bootup-time's rows for the page's origin (the document's
   * own parse, style and layout, and each script's), ms; every row, the small ones Lighthouse's
   * report leaves out (under 50 ms) included (`lib/lighthouseConfig.ts`).
   */
  readonly ownMainThreadMs: number;
  /** The part Chromium could tie to no URL (bootup-time's `Unattributable` row), ms. */
  readonly unattributableMs: number;
  /** The tasks of 50 ms or more that make TBT (Lighthouse's long-tasks; `lib/longTasks.ts`). */
  readonly longTasks: readonly LongTask[];
}

export interface PageRun {
  readonly path: string;
  readonly preset: Preset;
  /** `warm`: the bench's one browser, a new tab per run; `cli`: Lighthouse's CLI, a fresh full Chromium per run. */
  readonly way: AuditWay['kind'];
  readonly runs: readonly LighthouseRun[];
}

/** Lighthouse's result of one run. */
export type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

interface NetworkItem {
  readonly url: string;
  readonly networkEndTime?: number;
  readonly transferSize?: number;
}

function details<T>(lhr: Lhr, id: string): T | undefined {
  return lhr.audits[id]?.details as T | undefined;
}

/** Splits the network-requests audit at the observed FCP; both are on the trace's clock. */
function downloads(lhr: Lhr, origin: string): Downloads {
  const network = details<{ items?: NetworkItem[]; debugData?: { networkStartTimeTs?: number } }>(lhr, 'network-requests');
  const metrics = details<{ items?: { observedFirstContentfulPaintTs?: number }[] }>(lhr, 'metrics')?.items?.[0];
  const start = network?.debugData?.networkStartTimeTs;
  const paint = metrics?.observedFirstContentfulPaintTs;
  if (!network?.items || start === undefined || paint === undefined) throw new Error('Lighthouse gave no network requests or no observed FCP');
  const observedFcpMs = (paint - start) / 1000;
  const requests = network.items.filter((item) => !item.url.startsWith('data:'));
  const done = [...requests].sort((a, b) => (a.networkEndTime ?? Infinity) - (b.networkEndTime ?? Infinity));
  const sum = (items: readonly NetworkItem[]): Transfers => ({
    files: items.length,
    bytes: items.reduce((total, item) => total + (item.transferSize ?? 0), 0),
    requests: items.map((item) => ({ url: onOrigin(item.url, origin), bytes: item.transferSize ?? 0 })),
  });
  const before = (item: NetworkItem) => item.networkEndTime !== undefined && item.networkEndTime <= observedFcpMs;
  return { observedFcpMs, beforePaint: sum(done.filter(before)), afterPaint: sum(done.filter((item) => !before(item))) };
}

/** Lighthouse's figures of one run, read from its result; `more` reads what else a caller needs from the same result. */
export function readRun<More extends object>(lhr: Lhr, origin: string, path: string, more: (lhr: Lhr) => More): LighthouseRun & More {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])) as Record<Category, number>;
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failedAudits = CATEGORIES.filter((id) => id !== 'performance' && lhr.categories[id] !== undefined).flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => {
        const nodes = (details<{ items?: { node?: { selector?: string } }[] }>(lhr, ref.id)?.items ?? []).flatMap((item) => item.node?.selector ?? []);
        return nodes.length > 0 ? `${id}:${ref.id} (${nodes.slice(0, 3).join('; ')})` : `${id}:${ref.id}`;
      }),
  );
  type Table = { type: string; items?: { node?: { selector?: string; snippet?: string }; phase?: string; timing?: number }[] };
  const lcp = details<{ items?: Table[] }>(lhr, 'largest-contentful-paint-element')?.items ?? [];
  const node = lcp[0]?.items?.[0]?.node;
  const lcpPhases = Object.fromEntries((lcp[1]?.items ?? []).map((row) => [String(row.phase), Math.round(row.timing ?? Number.NaN)]));
  const renderBlocking = (details<{ items?: { url: string }[] }>(lhr, 'render-blocking-resources')?.items ?? []).map((item) => item.url);
  const consoleErrors = (details<{ items?: { source?: string; description?: string }[] }>(lhr, 'errors-in-console')?.items ?? []).map(
    (item) => `${item.source ?? ''}: ${item.description ?? ''}`.slice(0, 200),
  );
  const bootup = details<{ items?: { url: string; total: number }[] }>(lhr, 'bootup-time')?.items ?? [];
  const bootupMs = (matches: (url: string) => boolean) => bootup.filter((item) => matches(item.url)).reduce((sum, item) => sum + item.total, 0);
  if (Number.isNaN(numeric('largest-contentful-paint'))) throw new Error(`Lighthouse measured no LCP on ${path}`);
  return {
    scores,
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    lcpElement: node ? `${node.selector ?? ''} ${node.snippet ?? ''}`.trim() : 'none',
    lcpPhases,
    renderBlocking,
    downloads: downloads(lhr, origin),
    failedAudits,
    consoleErrors,
    mainThreadMs: numeric('mainthread-work-breakdown'),
    ownMainThreadMs: bootupMs((url) => url.startsWith(origin)),
    unattributableMs: bootupMs((url) => url === 'Unattributable'),
    longTasks: longTasksOf(details(lhr, 'long-tasks'), origin),
    ...more(lhr),
  };
}

/** How a run's Lighthouse is started: in the bench's one browser, a new tab each run, or by its CLI with a fresh full Chromium. */
export type AuditWay = { readonly kind: 'warm'; readonly browser: Browser } | { readonly kind: 'cli'; readonly chromePath: string };

async function audit<More extends object>(way: AuditWay, origin: string, path: string, preset: Preset, more: (lhr: Lhr) => More): Promise<LighthouseRun & More> {
  const url = `${origin}${path}`;
  if (way.kind === 'cli') {
    // A new profile each run, as the CLI always does: every page is a first visit.
    const lhr = (await lighthouseCliRun(url, way.chromePath, CATEGORIES, preset === 'desktop')) as Lhr;
    return readRun(lhr, origin, path, more);
  }
  // A new tab each run, and Lighthouse clears the origin's storage and the cache before loading:
  // every page is a first visit, so `/` shows its splash, as a visitor's first visit does.
  const page = await way.browser.newPage();
  try {
    const result = await lighthouse(url, { logLevel: 'error', output: 'json', onlyCategories: [...CATEGORIES] }, auditConfig(preset === 'desktop'), page);
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    return readRun(result.lhr, origin, path, more);
  } finally {
    await page.close();
  }
}

const ATTEMPTS = 3;

const nothingMore = () => ({});

/** Lighthouse sometimes loses its trace on a busy machine (NO_NAVSTART, NO_FCP); such a run is tried again. */
export async function auditWithRetry<More extends object = Record<never, never>>(
  way: AuditWay,
  origin: string,
  path: string,
  preset: Preset,
  log: (line: string) => void,
  more: (lhr: Lhr) => More = nothingMore as () => More,
): Promise<LighthouseRun & More> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(way, origin, path, preset, more);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      log(`    attempt ${attempt} failed (${error instanceof Error ? error.message : String(error)}); again`);
    }
  }
}

/** The browser Lighthouse audits with, killed however the bench ends; `forget` once it is closed. */
export async function launchAuditBrowser(auditWith: AuditBrowser): Promise<{ browser: Browser; forget: () => void }> {
  const browser = await puppeteer.launch({ executablePath: auditWith.path, headless: auditWith.headless, args: chromiumArgs });
  const forget = onCleanup(() => browser.process()?.kill('SIGKILL'));
  return { browser, forget };
}

/**
 * Lighthouse on `/` (a first visit, splash included), `/projects`, a project, the newest post, the
 * newest post with highlighted code (when another) and `/about/quickview`, `settings.lighthouseRuns`
 * runs each, two ways: desktop and mobile presets in the bench's one browser (the headless shell when
 * installed), then the mobile preset by Lighthouse's CLI with a fresh full Chromium per run, the way
 * most people and CI services run it (skipped, with a line saying so, without `/usr/bin/chromium`).
 */
export async function benchPages(settings: BenchSettings, log: (line: string) => void): Promise<PageRun[]> {
  const auditWith = settings.lighthouseBrowser;
  if (!auditWith) throw new Error('No Chromium: set CHROME_PATH or install /usr/bin/chromium (better: chromium-headless-shell, bench/README.md)');
  const server = await startServer();
  let browser: Browser | undefined;
  try {
    const { projects } = (await getJson(`${server.origin}/api/projects`)) as { projects: { id: string }[] };
    const project = projects[0]?.id;
    if (project === undefined) throw new Error('GET /api/projects is empty: the demo content should seed some');
    const newest = await firstSlug(server.origin);
    const withCode = await newestPostWithCode(server.origin);
    const posts = [newest, ...(withCode !== undefined && withCode !== newest ? [withCode] : [])].map((slug) => `/writing/${slug}`);
    const paths = ['/', '/projects', `/projects/${project}`, ...posts, '/about/quickview'];
    const results: PageRun[] = [];
    const measure = async (way: AuditWay, preset: Preset) => {
      for (const path of paths) {
        const runs: LighthouseRun[] = [];
        for (let run = 0; run < settings.lighthouseRuns; run += 1) runs.push(await auditWithRetry(way, server.origin, path, preset, log));
        log(`  lighthouse ${way.kind} ${preset} ${path}: perf ${runs.map((r) => r.scores.performance).join(' ')}, LCP ${runs.map((r) => Math.round(r.lcpMs)).join(' ')} ms, TBT ${runs.map((r) => Math.round(r.tbtMs)).join(' ')} ms`);
        results.push({ path, preset, way: way.kind, runs });
      }
    };
    const { browser: launched, forget } = await launchAuditBrowser(auditWith);
    browser = launched;
    for (const preset of ['desktop', 'mobile'] as const) await measure({ kind: 'warm', browser: launched }, preset);
    await launched.close();
    forget();
    if (settings.chromePath !== undefined) await measure({ kind: 'cli', chromePath: settings.chromePath }, 'mobile');
    else log('  no full Chromium (CHROME_PATH, /usr/bin/chromium): the CLI runs are skipped');
    return results;
  } finally {
    await browser?.close().catch(() => undefined);
    await server.stop();
  }
}
