// Timings of the share-card renderer, by hand: `npx tsx src/share/measure.ts` in packages/api.
// Not a test: the numbers depend on the machine.
import { performance } from 'node:perf_hooks';
import { renderAsync } from '@resvg/resvg-js';
import { SHARE_FONT_FAMILY, shareFontFiles } from './fonts';
import { renderSvgToPng } from './renderPng';
import { type ShareCard, shareCardSvg } from './shareCard';
import { createShareImageCache, shareImageVersion } from './shareImageCache';

const card: ShareCard = {
  kind: 'post',
  title: 'Building a pocket oscilloscope from an RP2040 and a cheap LCD',
  ownerName: 'Riley Quinn',
  path: '~/writing',
  command: 'cat pocket-oscilloscope.md',
  detail: '2026-03-14 · 9 min read',
  host: 'riley.dev',
};

/** Runs `start` while a setImmediate loop notes the longest time the event loop went without a turn. */
async function withLoopWatch<T>(start: () => Promise<T>): Promise<{ result: T; ms: number; longestStallMs: number }> {
  let last = performance.now();
  let longestStallMs = 0;
  let running = true;
  const tick = () => {
    const now = performance.now();
    longestStallMs = Math.max(longestStallMs, now - last);
    last = now;
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  await new Promise((resolve) => setImmediate(resolve));
  const began = performance.now();
  const result = await start();
  const ms = performance.now() - began;
  running = false;
  return { result, ms, longestStallMs };
}

const fmt = (ms: number) => `${ms.toFixed(2)} ms`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const cache = createShareImageCache({ maxEntries: 100 });
const key = shareImageVersion(card);

const first = await withLoopWatch(() => cache.get(key, () => renderSvgToPng(shareCardSvg(card))));
console.log(`first render (cold, through the cache): ${fmt(first.ms)}, event loop stalled at most ${fmt(first.longestStallMs)}, ${first.result.length} bytes`);

const warm: { ms: number; longestStallMs: number }[] = [];
for (let i = 0; i < 20; i += 1) warm.push(await withLoopWatch(() => renderSvgToPng(shareCardSvg({ ...card, title: `${card.title} #${i}` }))));
console.log(`uncached render, warm (median of 20): ${fmt(median(warm.map((run) => run.ms)))}, longest stall ${fmt(Math.max(...warm.map((run) => run.longestStallMs)))}`);

const cachedTimes: number[] = [];
for (let i = 0; i < 1000; i += 1) {
  const began = performance.now();
  await cache.get(key, () => Promise.reject(new Error('should be cached')));
  cachedTimes.push(performance.now() - began);
}
console.log(`cached get (median of 1000): ${fmt(median(cachedTimes))}`);

// The parts that run on the main thread: building the SVG, and encoding the PNG after resvg drew it.
const svgTimes: number[] = [];
for (let i = 0; i < 200; i += 1) {
  const began = performance.now();
  shareCardSvg({ ...card, title: `${card.title} ${i}` });
  svgTimes.push(performance.now() - began);
}
const image = await renderAsync(shareCardSvg(card), { font: { fontFiles: [...shareFontFiles()], loadSystemFonts: false, defaultFontFamily: SHARE_FONT_FAMILY } });
const encodeTimes: number[] = [];
for (let i = 0; i < 20; i += 1) {
  const began = performance.now();
  image.asPng();
  encodeTimes.push(performance.now() - began);
}
console.log(`on the main thread: shareCardSvg ${fmt(median(svgTimes))}, PNG encoding ${fmt(median(encodeTimes))} (medians)`);

const burst = await withLoopWatch(() => Promise.all(Array.from({ length: 8 }, (_, i) => renderSvgToPng(shareCardSvg({ ...card, title: `burst ${i}` })))));
console.log(`8 different cards at once: ${fmt(burst.ms)} in all, longest stall ${fmt(burst.longestStallMs)}`);
