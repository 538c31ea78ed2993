// Every Chromium process during one page load, not only the page's renderer: how long each one's
// main thread was busy over the 2.5 s from the navigation's start, in a fresh full Chromium per run
// (Lighthouse's CLI launches one and navigates at once, while the hidden browser's own UI is still
// starting up). What the page sets the browser to do shows here: docs/performance.md, "The manifest
// waits for the page to settle". Against a running server:
//   npm start &   then   npx tsx bench/browserLoad.ts http://127.0.0.1:3000/writing/some-post [--runs=3] [--settle=MS]
// Several URLs alternate run by run. `--settle=MS` waits that long after the launch before navigating
// (the UI's start-up then done). As Lighthouse's phone: a Moto G Power's screen and user agent.
import { chromiumArgs, chromiumPath } from '../chromium.config.ts';
import { busyByProcess } from './lib/processBusy.ts';
import { median } from './lib/stats.ts';
import type { TraceEvent } from './lib/traceTasks.ts';
import puppeteer from 'puppeteer-core';

const urls = process.argv.filter((arg) => /^https?:\/\//.test(arg));
if (urls.length === 0) throw new Error('usage: npx tsx bench/browserLoad.ts <url> [<url> …] [--runs=N] [--settle=MS]');
const option = (name: string, fallback: number) => Number(new RegExp(`^--${name}=(\\d+)$`).exec(process.argv.find((arg) => arg.startsWith(`--${name}=`)) ?? '')?.[1] ?? fallback);
const runs = option('runs', 3);
const settleMs = option('settle', 0);
const path = chromiumPath();
if (!path) throw new Error('No Chromium: set CHROME_PATH or install /usr/bin/chromium');

const WINDOW_MS = 2500;
const byUrl = new Map<string, Map<string, number[]>>();
for (let run = 1; run <= runs; run += 1) {
  for (const url of urls) {
    const browser = await puppeteer.launch({ executablePath: path, headless: true, args: chromiumArgs });
    try {
      const page = (await browser.pages())[0] ?? (await browser.newPage());
      await page.setUserAgent('Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36');
      await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
      if (settleMs > 0) await new Promise((resolve) => setTimeout(resolve, settleMs));
      await page.tracing.start({ categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'] });
      const loading = page.goto(url).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, WINDOW_MS));
      const raw = Buffer.from((await page.tracing.stop()) ?? new Uint8Array()).toString('utf8');
      await loading;
      const busy = busyByProcess((JSON.parse(raw) as { traceEvents: TraceEvent[] }).traceEvents, new URL(url).origin);
      console.log(`run ${run} ${url}: ${busy.map(({ process, busyMs }) => `${process} ${busyMs.toFixed(0)}`).join(', ')} (ms)`);
      const rows = byUrl.get(url) ?? new Map<string, number[]>();
      for (const { process, busyMs } of busy) rows.set(process, [...(rows.get(process) ?? []), busyMs]);
      byUrl.set(url, rows);
    } finally {
      await browser.close();
    }
  }
}
console.log(`Medians over ${runs} runs, ms of each process's main thread in the ${WINDOW_MS} ms from the navigation${settleMs > 0 ? `, ${settleMs} ms after the launch` : ''}:`);
for (const [url, rows] of byUrl) console.log(`  ${url}: ${[...rows].map(([process, values]) => `${process} ${median(values).toFixed(0)}`).join(', ')}`);
