import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { chromiumArgs } from '../../chromium.config.ts';
import { onCleanup } from '../lib/cleanup.ts';
import { firstSlug } from '../lib/firstSlug.ts';
import { startServer } from '../lib/server.ts';
import type { BenchSettings } from '../lib/settings.ts';
import { median } from '../lib/stats.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
export const PAGE_TARGETS = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 90, desktopLcpMs: 1000 } as const;

export interface PageRun {
  readonly path: string;
  readonly preset: 'desktop' | 'mobile';
  /** 0–100 per category. */
  readonly scores: Record<Category, number>;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  /** Audits that cost points outside Performance, e.g. `color-contrast`. */
  readonly failedAudits: readonly string[];
}

async function audit(browser: Browser, url: string, preset: PageRun['preset'], splashKey: string): Promise<Omit<PageRun, 'path'>> {
  const page = await browser.newPage();
  try {
    // Lighthouse clears the origin's storage before loading, so the flag is set as each document starts.
    // A string, not a function: tsx's helpers would not exist inside the page. about:blank has no storage.
    await page.evaluateOnNewDocument(`try { sessionStorage.setItem(${JSON.stringify(splashKey)}, 'true'); } catch {}`);
    const result = await lighthouse(
      url,
      { logLevel: 'error', output: 'json', onlyCategories: [...CATEGORIES] },
      preset === 'desktop' ? desktopConfig : undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])) as Record<Category, number>;
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const failedAudits = CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${id}:${ref.id}`),
    );
    return { preset, scores, lcpMs: numeric('largest-contentful-paint'), tbtMs: numeric('total-blocking-time'), cls: numeric('cumulative-layout-shift'), failedAudits };
  } finally {
    await page.close();
  }
}

const ATTEMPTS = 3;

/** Lighthouse sometimes loses its trace on a busy machine (NO_NAVSTART, NO_FCP); such a run is tried again. */
async function auditWithRetry(browser: Browser, url: string, preset: PageRun['preset'], splashKey: string, log: (line: string) => void) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(browser, url, preset, splashKey);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      log(`    attempt ${attempt} failed (${error instanceof Error ? error.message : String(error)}); again`);
    }
  }
}

/** Medians over repeated runs of one page and preset (each figure on its own). */
function medianRun(path: string, runs: readonly Omit<PageRun, 'path'>[]): PageRun {
  const first = runs[0] as Omit<PageRun, 'path'>;
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((run) => run.scores[id]))])) as Record<Category, number>;
  return {
    path,
    preset: first.preset,
    scores,
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
    failedAudits: [...new Set(runs.flatMap((run) => run.failedAudits))],
  };
}

/** Lighthouse, desktop and mobile presets, on `/` (splash skipped), `/projects` and the newest post. */
export async function benchPages(settings: BenchSettings, log: (line: string) => void): Promise<PageRun[]> {
  if (!settings.chromePath) throw new Error('No Chromium: set CHROME_PATH or install /usr/bin/chromium');
  const server = await startServer();
  let browser: Browser | undefined;
  try {
    const paths = ['/', '/projects', `/writing/${await firstSlug(server.origin)}`];
    browser = await puppeteer.launch({ executablePath: settings.chromePath, headless: true, args: chromiumArgs });
    const launched = browser;
    const forget = onCleanup(() => launched.process()?.kill('SIGKILL'));
    const results: PageRun[] = [];
    for (const preset of ['desktop', 'mobile'] as const) {
      for (const path of paths) {
        log(`  lighthouse ${preset} ${path}`);
        const runs: Omit<PageRun, 'path'>[] = [];
        for (let run = 0; run < settings.lighthouseRuns; run += 1) runs.push(await auditWithRetry(launched, `${server.origin}${path}`, preset, settings.splashKey, log));
        results.push(medianRun(path, runs));
      }
    }
    await launched.close();
    forget();
    return results;
  } finally {
    await browser?.close().catch(() => undefined);
    await server.stop();
  }
}
