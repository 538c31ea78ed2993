import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright';
import { chromiumArgs } from '../../chromium.config.ts';
import { gzipSize } from '../../packages/site/build/budget.ts';
import { onCleanup } from '../lib/cleanup.ts';
import { sleep } from '../lib/http.ts';
import { SITE_DIST, startServer } from '../lib/server.ts';
import type { BenchSettings } from '../lib/settings.ts';
import { median, percentile } from '../lib/stats.ts';
import { TERMINAL_PROBE } from '../lib/terminalProbe.ts';

export const TERMINAL_TARGETS = { medianMs: 17, p95Ms: 20 } as const;
const SCENARIO_TIME_LIMIT_MS = 120_000;

/**
 * How Chromium paces its frames. At 60 Hz, two animation frames after the output always wait for
 * the display — on average half a frame, then one whole frame — so the figure can never go under
 * ~17 ms however fast the page is. Unpaced (vsync and frame-rate limit off), a frame starts as soon
 * as there is something to draw, so the figure is the page's own work: the targets are judged
 * there. The blinking cursor is stilled by reduced motion in that mode, because a running animation
 * would make Chromium draw frames flat out and compete with the page for the CPU.
 */
export interface FrameMode {
  readonly name: string;
  readonly args: readonly string[];
  readonly reducedMotion: boolean;
  /** The targets are checked in this mode; the other is shown for context. */
  readonly judged: boolean;
}

export const FRAME_MODES: readonly FrameMode[] = [
  { name: 'unpaced', args: ['--disable-frame-rate-limit', '--disable-gpu-vsync'], reducedMotion: true, judged: true },
  { name: '60 Hz', args: [], reducedMotion: false, judged: false },
];

export interface LatencyScenario {
  readonly frames: string;
  readonly judged: boolean;
  readonly name: string;
  readonly linesBefore: number;
  /** Each sample adds its lines, so the long log keeps growing (up to the log's own cap). */
  readonly linesAfter: number;
  readonly samples: number;
  /** Enter keydown → the frame after the one that shows the output (two requestAnimationFrames). */
  readonly medianMs: number;
  readonly p95Ms: number;
  /** Enter keydown → the log mutation carrying the output: the script's share. */
  readonly toMutationMedianMs: number;
  readonly toMutationP95Ms: number;
  /** Enter keydown → the end of the rendering of the frame that shows the output ("after next paint"). */
  readonly toPaintMedianMs: number;
  readonly toPaintP95Ms: number;
}

export interface TerminalResult {
  readonly command: string;
  readonly scenarios: readonly LatencyScenario[];
  /** JS and CSS files the browser actually fetched for `/`, gzip -9 of the built files: a check on the bundle section. */
  readonly loadedOnHome: { readonly js: number; readonly css: number; readonly files: readonly string[] };
}

interface Sample {
  toMutation: number;
  toPaint: number;
  toFrame: number;
}

const lines = (page: Page) => page.evaluate('window.__bench.lines()') as Promise<number>;

async function submit(page: Page, command: string): Promise<void> {
  await page.locator('[data-bench-input]').fill(command);
  await page.keyboard.press('Enter');
}

/** Waits until the log stops changing for `quietMs` (bounded). */
async function settle(page: Page, quietMs = 150, limitMs = 5000): Promise<void> {
  const deadline = Date.now() + limitMs;
  let last = await lines(page);
  let stableSince = Date.now();
  while (Date.now() < deadline && Date.now() - stableSince < quietMs) {
    await sleep(25);
    const now = await lines(page);
    if (now !== last) {
      last = now;
      stableSince = Date.now();
    }
  }
}

async function measureOnce(page: Page, command: string, marker: string): Promise<Sample> {
  await page.locator('[data-bench-input]').fill(command);
  await page.evaluate(`window.__bench.arm(${JSON.stringify(marker)})`);
  await page.keyboard.press('Enter');
  return (await page.evaluate('window.__bench.pending')) as Sample;
}

async function scenario(page: Page, mode: FrameMode, name: string, command: string, marker: string, count: number, beforeEach: () => Promise<void>): Promise<LatencyScenario> {
  const samples: Sample[] = [];
  const deadline = Date.now() + SCENARIO_TIME_LIMIT_MS;
  await beforeEach();
  const linesBefore = await lines(page);
  while (samples.length < count && Date.now() < deadline) {
    await beforeEach();
    samples.push(await measureOnce(page, command, marker));
  }
  const toFrame = samples.map((s) => s.toFrame);
  const toMutation = samples.map((s) => s.toMutation);
  const toPaint = samples.map((s) => s.toPaint);
  return {
    frames: mode.name,
    judged: mode.judged,
    name,
    linesBefore,
    linesAfter: await lines(page),
    samples: samples.length,
    medianMs: median(toFrame),
    p95Ms: percentile(toFrame, 95),
    toMutationMedianMs: median(toMutation),
    toMutationP95Ms: percentile(toMutation, 95),
    toPaintMedianMs: median(toPaint),
    toPaintP95Ms: percentile(toPaint, 95),
  };
}

async function openHome(browser: Browser, origin: string, splashKey: string, mode: FrameMode) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: mode.reducedMotion ? 'reduce' : 'no-preference' });
  await context.addInitScript({ content: `try { sessionStorage.setItem(${JSON.stringify(splashKey)}, 'true'); } catch {}` });
  const page = await context.newPage();
  const fetched = new Set<string>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (/\.(js|css)$/.test(path)) fetched.add(path.replace(/^\//, ''));
  });
  await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
  await page.locator('[role="log"]').waitFor({ state: 'attached', timeout: 10_000 });
  if (!(await page.evaluate(TERMINAL_PROBE))) throw new Error('No terminal on / (a role="log" with an input beside it)');
  return { page, fetched: [...fetched].sort() };
}

function sizeOf(files: readonly string[], extension: string): number {
  return files.filter((file) => file.endsWith(extension)).reduce((sum, file) => sum + gzipSize(readFileSync(join(SITE_DIST, file))), 0);
}

/** Enter-to-frame latency of one command, on an empty log and after `terminalPrefillLines` lines, in each frame mode. */
export async function benchTerminal(settings: BenchSettings, log: (line: string) => void): Promise<TerminalResult> {
  if (!settings.chromePath) throw new Error('No Chromium: set CHROME_PATH or install /usr/bin/chromium');
  const server = await startServer();
  try {
    const scenarios: LatencyScenario[] = [];
    let fetched: readonly string[] = [];
    for (const mode of FRAME_MODES) {
      const run = await benchMode(settings, server.origin, mode, log);
      scenarios.push(...run.scenarios);
      fetched = run.fetched;
    }
    return {
      command: settings.terminalCommand,
      scenarios,
      loadedOnHome: { js: sizeOf(fetched, '.js'), css: sizeOf(fetched, '.css'), files: fetched },
    };
  } finally {
    await server.stop();
  }
}

async function benchMode(settings: BenchSettings, origin: string, mode: FrameMode, log: (line: string) => void) {
  const command = settings.terminalCommand;
  const browser = await chromium.launch({ executablePath: settings.chromePath, args: [...chromiumArgs, ...mode.args], headless: true });
  const forget = onCleanup(() => void browser.close());
  try {
    const { page, fetched } = await openHome(browser, origin, settings.splashKey, mode);

    // The text of the command's last line becomes the marker that says "the output is on screen".
    await submit(page, command);
    await settle(page);
    const marker = ((await page.evaluate('window.__bench.lastLine()')) as string).trim();
    if (!marker || marker.includes(command)) throw new Error(`"${command}" printed nothing recognisable on /`);

    const clear = async () => {
      await submit(page, 'clear');
      await settle(page, 50);
    };
    log(`  terminal (${mode.name}): ${settings.terminalSamples} × "${command}" on an empty log`);
    const empty = await scenario(page, mode, 'empty log', command, marker, settings.terminalSamples, clear);

    const fillDeadline = Date.now() + SCENARIO_TIME_LIMIT_MS;
    for (let round = 0; round < 2000 && (await lines(page)) < settings.terminalPrefillLines && Date.now() < fillDeadline; round += 1) {
      await submit(page, command);
    }
    await settle(page);
    log(`  terminal (${mode.name}): ${settings.terminalSamples} × "${command}" after ${await lines(page)} lines`);
    const long = await scenario(page, mode, `${settings.terminalPrefillLines} lines`, command, marker, settings.terminalSamples, async () => undefined);
    return { scenarios: [empty, long], fetched };
  } finally {
    await browser.close().catch(() => undefined);
    forget();
  }
}
