// The visitor's first tap on a page, as a phone feels it: Event Timing's longest duration among the
// tap's events (pointerdown to click: input delay, our handlers, and the frame that shows the
// result), which is what INP reads. A phone's reading page is taken over by the app at that tap
// (packages/site/src/ssr/waitingPage.ts), so this is where that choice costs; run it against a
// running server:
//   npm start &   then   npx tsx bench/firstTap.ts http://127.0.0.1:3000/about/quickview [--cpu=4] [--runs=5] [--tap=SELECTOR]
// Each run is a fresh Chromium with Lighthouse's phone (screen, user agent, touch), the page loaded
// and settled (network idle) before the tap. `--tap` names what is tapped: by default the first line
// of text outside a header, which no handler of ours answers.
import { chromiumArgs, chromiumPath } from '../chromium.config.ts';
import puppeteer from 'puppeteer-core';

const url = process.argv.find((arg) => /^https?:\/\//.test(arg));
if (!url) throw new Error('usage: npx tsx bench/firstTap.ts <url> [--cpu=N] [--runs=N] [--tap=SELECTOR]');
const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const cpu = Number(option('cpu') ?? 1);
const runs = Number(option('runs') ?? 5);
const selector = option('tap') ?? 'p:not(header *)';
const path = chromiumPath();
if (!path) throw new Error('No Chromium: set CHROME_PATH or install /usr/bin/chromium');

/** One run: the tap's longest event duration, and whether the app had taken the page over before it. */
async function tapOnce(): Promise<{ durationMs: number; waiting: boolean }> {
  const browser = await puppeteer.launch({ executablePath: path, headless: true, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    await page.setUserAgent('Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36');
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    await page.goto(url ?? '', { waitUntil: 'networkidle0' });
    if (cpu > 1) await page.emulateCPUThrottling(cpu);
    const waiting = await page.evaluate(() => document.documentElement.hasAttribute('data-app-waiting'));
    await page.evaluate(() => {
      const durations: number[] = [];
      Object.assign(window, { tapDurations: durations });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) durations.push(entry.duration);
      }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
    });
    const target = await page.waitForSelector(selector, { visible: true });
    if (!target) throw new Error(`Nothing to tap: ${selector}`);
    await target.tap();
    // Event Timing reports once the frame after the events is presented.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const durations = await page.evaluate(() => (window as unknown as { tapDurations: number[] }).tapDurations);
    return { durationMs: Math.max(16, ...durations), waiting };
  } finally {
    await browser.close();
  }
}

const results: { durationMs: number; waiting: boolean }[] = [];
for (let run = 0; run < runs; run += 1) results.push(await tapOnce());
const sorted = results.map((result) => result.durationMs).sort((a, b) => a - b);
console.log(`${url} (phone${cpu > 1 ? `, CPU ${cpu}× slower` : ''}), tapping ${selector}:`);
console.log(`  the page ${results.every((result) => result.waiting) ? 'waited for the tap' : results.some((result) => result.waiting) ? 'waited in some runs' : 'was taken over before the tap'}`);
console.log(`  first tap, longest event duration (ms): ${sorted.map((ms) => ms.toFixed(0)).join(', ')}; median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(0)}, worst ${sorted.at(-1)?.toFixed(0)}`);
