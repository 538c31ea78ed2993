// One page load in a fresh Chromium, traced: what its renderer's main thread did until the app was
// ready, task by task, and which functions of our scripts took the time. The way docs/performance.md's
// "where a phone's main thread goes" was seen; run it against a running server:
//   npm start &   then   npx tsx bench/traceLoad.ts http://127.0.0.1:3000/projects [--phone] [--cpu=4]
// `--cpu=N` throttles the CPU N× as Lighthouse's phone run simulates it (observed here, not simulated);
// `--save=FILE` keeps the trace, for chrome://tracing or DevTools' Performance panel; `--layouts` lists
// the style and layout passes too (how much of the page each laid out, and the script that forced one);
// `--wait=MS` traces MS after the app is ready instead of 500 and counts the frames the main thread
// rendered meanwhile (a first visit's `/` boots its splash for about 3 s: `--wait=3500`);
// `--contexts` records V8's own trace category too, so the navigation's commit task names what it
// spends its time on (`LocalWindowProxy::Initialize`: the page's script context being made, and the
// tool's isolated world; `V8.DeserializeContext` inside it). It slows every script a little.
import { chromiumArgs, chromiumPath } from '../chromium.config.ts';
import { framesAfter, layoutPasses } from './lib/traceLayouts.ts';
import { mainThreadTasks, type TraceEvent, topFunctions } from './lib/traceTasks.ts';
import { writeFileSync } from 'node:fs';
import puppeteer from 'puppeteer-core';

const url = process.argv.find((arg) => /^https?:\/\//.test(arg));
if (!url) throw new Error('usage: npx tsx bench/traceLoad.ts <url> [--phone] [--cpu=N] [--layouts] [--contexts] [--save=FILE] [--wait=MS]');
const phone = process.argv.includes('--phone');
const cpu = Number(/^--cpu=(\d+(?:\.\d+)?)$/.exec(process.argv.find((arg) => arg.startsWith('--cpu=')) ?? '')?.[1] ?? 1);
const save = process.argv.find((arg) => arg.startsWith('--save='))?.slice('--save='.length);
const layouts = process.argv.includes('--layouts');
const contexts = process.argv.includes('--contexts');
const waitMs = Number(/^--wait=(\d+)$/.exec(process.argv.find((arg) => arg.startsWith('--wait=')) ?? '')?.[1] ?? 500);
const path = chromiumPath();
if (!path) throw new Error('No Chromium: set CHROME_PATH or install /usr/bin/chromium');

const browser = await puppeteer.launch({ executablePath: path, headless: true, args: chromiumArgs });
try {
  const page = await browser.newPage();
  if (phone) {
    // Lighthouse's phone: a Moto G Power's screen and user agent.
    await page.setUserAgent('Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36');
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  }
  if (cpu > 1) await page.emulateCPUThrottling(cpu);
  await page.tracing.start({ categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'blink.user_timing', 'loading', 'mojom', ...(layouts ? ['disabled-by-default-devtools.timeline.stack'] : []), ...(contexts ? ['v8'] : [])] });
  await page.goto(url, { waitUntil: 'load' });
  // A phone's reading page waits for the visitor's first touch (packages/site/src/ssr/waitingPage.ts).
  await page.waitForSelector('html[data-app-ready], html[data-app-waiting]', { timeout: 30_000 });
  const readyMs = await page.evaluate(() => performance.now());
  await new Promise((resolve) => setTimeout(resolve, waitMs));
  const raw = Buffer.from((await page.tracing.stop()) ?? new Uint8Array()).toString('utf8');
  if (save) writeFileSync(save, raw);
  const trace = JSON.parse(raw) as { traceEvents: TraceEvent[] };
  const { tasks, firstContentfulPaintMs } = mainThreadTasks(trace.traceEvents, new URL(url).origin);
  console.log(`${url}${phone ? ' (phone)' : ''}${cpu > 1 ? `, CPU ${cpu}× slower` : ''}: first contentful paint at ${firstContentfulPaintMs?.toFixed(0) ?? '?'} ms`);
  console.log('Main-thread tasks over 2 ms, ms from the navigation: start, length, what they held');
  for (const task of tasks) console.log(`  ${task.startMs.toFixed(1).padStart(7)} ${task.durationMs.toFixed(1).padStart(6)}  ${task.holds}`);
  console.log(`Total in these tasks: ${tasks.reduce((sum, task) => sum + task.durationMs, 0).toFixed(0)} ms`);
  const frames = framesAfter(trace.traceEvents, new URL(url).origin, readyMs);
  console.log(`Frames the main thread rendered in the ${waitMs} ms after the app was ready: ${frames.frames}, ${frames.renderingMs.toFixed(1)} ms of style, layout, paint and commit`);
  if (layouts) {
    console.log('Style and layout passes over 0.3 ms, and every forced one: start, length, elements restyled or objects laid out of all');
    for (const pass of layoutPasses(trace.traceEvents, new URL(url).origin)) {
      console.log(`  ${pass.startMs.toFixed(1).padStart(7)} ${pass.durationMs.toFixed(1).padStart(6)}  ${pass.kind.padEnd(6)} ${pass.extent.padStart(7)}${pass.forcedBy ? `  forced by ${pass.forcedBy}` : ''}`);
    }
  }
  console.log('Our scripts: functions by self time (sampled), ms');
  for (const fn of topFunctions(trace.traceEvents, new URL(url).origin, 15)) console.log(`  ${fn.selfMs.toFixed(1).padStart(6)}  ${fn.name}`);
} finally {
  await browser.close();
}
