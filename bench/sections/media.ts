import { Agent } from 'node:http';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { load, type LoadResult } from '../lib/cannon.ts';
import { startCeiling } from '../lib/ceiling.ts';
import { type EventLoopDelay, scrapeEventLoopDelay } from '../lib/eventLoopDelay.ts';
import { get } from '../lib/http.ts';
import { record } from '../lib/recorded.ts';
import { median, percentile } from '../lib/stats.ts';
import { combine } from './api.ts';

/** Median time of one 12-megapixel JPEG upload, from the request to the 201 (decode, 12 encodes, store). */
export const UPLOAD_MEDIAN_TARGET_MS = 5000;
/** A variant served from the media cache, as a share of a bare node:http server sending the same bytes. */
export const SERVE_RATIO_TARGET = 0.5;
/** `/api/projects` on one connection while ten such uploads are processed: the event loop must not stall. */
export const PROJECTS_DURING_UPLOADS_P99_TARGET_MS = 100;
/** The server's longest event-loop delay while those uploads are processed (no pause over this). */
export const EVENT_LOOP_DELAY_DURING_UPLOADS_MAX_MS = 200;

export interface MediaBenchOptions {
  /** autocannon connections and seconds for the served file. */
  readonly connections: number;
  readonly durationSeconds: number;
  /** Timed uploads, one after another (default 3); their median is judged. */
  readonly samples?: number;
  /** Uploads sent at once while `/api/projects` is watched (default 10). */
  readonly concurrentUploads?: number;
  /** Seconds of `/api/projects` alone, before the uploads (default 5). */
  readonly aloneSeconds?: number;
  /** The server's metrics origin (METRICS_PORT), for its event-loop delay during the uploads. */
  readonly metricsOrigin?: string;
  readonly log?: (line: string) => void;
}

export interface LatencyProbe {
  /** Requests made, one at a time on one kept-alive connection. */
  readonly count: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
}

export interface ServedFile {
  readonly url: string;
  readonly bytes: number;
  readonly load: LoadResult;
  /** The same answer from a bare node:http server in its own process (bench/lib/ceiling.ts). */
  readonly ceiling: LoadResult;
  /** Median over the rounds of req/s ÷ the ceiling's. */
  readonly ratio: number;
}

export interface MediaRun {
  readonly upload: {
    readonly width: number;
    readonly height: number;
    /** The JPEG sent, bytes. */
    readonly inputBytes: number;
    readonly samplesMs: readonly number[];
    readonly medianMs: number;
    /** The same file again: decoded and hashed, found, nothing encoded or stored. */
    readonly duplicateMs: number;
    /** Files made per image and their bytes together. */
    readonly files: number;
    readonly storedBytes: number;
  };
  /** A variant served again and again (from the media cache after the first). */
  readonly served: readonly ServedFile[];
  readonly underUploads: {
    readonly uploads: number;
    /** From the first upload sent to the last answered. */
    readonly batchMs: number;
    readonly uploadMs: readonly number[];
    readonly alone: LatencyProbe;
    readonly during: LatencyProbe;
    /** The server's event-loop delay from the first upload sent to the last answered (when its metrics were served). */
    readonly eventLoop?: EventLoopDelay;
  };
}

const WIDTH = 4000;
const SERVE_ROUNDS = 3;
const HEIGHT = 3000;

/**
 * A 12-megapixel picture with a photo's kind of detail (soft gradients under blurred noise), so
 * encoders work as they would on a photo; `variant` changes one row of pixels, so every upload is a
 * new image (the server stores a file it has already seen only once, and skips its encoding).
 */
async function photoMaker(): Promise<(variant: number) => Promise<Buffer>> {
  const base = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: { r: 120, g: 140, b: 90 }, noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .blur(2.5)
    .modulate({ saturation: 1.6 })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f4a" stop-opacity=".6"/><stop offset="1" stop-color="#2af" stop-opacity=".6"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="1800" cy="1300" r="900" fill="#fe8" opacity=".5"/></svg>`,
        ),
      },
    ])
    .raw()
    .toBuffer();
  return (variant) => {
    const pixels = Buffer.from(base);
    pixels.fill(variant % 256, 0, WIDTH * 3);
    pixels.fill(Math.floor(variant / 256) % 256, WIDTH * 3, WIDTH * 6);
    return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
  };
}

interface Uploaded {
  readonly ms: number;
  readonly media: { readonly url: string; readonly variants: readonly { readonly url: string; readonly width: number; readonly type: string }[] };
}

async function upload(origin: string, token: string, bytes: Buffer): Promise<Uploaded> {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
  const began = performance.now();
  const response = await fetch(`${origin}/api/admin/media`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body });
  const text = await response.text();
  const ms = performance.now() - began;
  if (response.status !== 201) throw new Error(`POST /api/admin/media answered ${response.status}: ${text.slice(0, 200)}`);
  return { ms, media: (JSON.parse(text) as { media: Uploaded['media'] }).media };
}

/** `/api/projects` one request at a time on one connection, until `until` settles (or for `seconds`). */
async function probe(origin: string, until: Promise<unknown> | number): Promise<LatencyProbe> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const samples: number[] = [];
  let done = false;
  const deadline = typeof until === 'number' ? performance.now() + until * 1000 : Number.POSITIVE_INFINITY;
  if (typeof until !== 'number') void until.finally(() => (done = true));
  try {
    while (!done && performance.now() < deadline) {
      const began = performance.now();
      const answer = await get(`${origin}/api/projects`, { accept: 'application/json' }, 30_000, agent);
      if (answer.status !== 200) throw new Error(`GET /api/projects answered ${answer.status}`);
      samples.push(performance.now() - began);
    }
  } finally {
    agent.destroy();
  }
  return { count: samples.length, p50Ms: median(samples), p99Ms: percentile(samples, 99), maxMs: samples.reduce((max, ms) => Math.max(max, ms), 0) };
}

/**
 * Uploads and serving of the owner's images on a started server (`origin`, an owner `token`):
 * the time to process a 12-megapixel JPEG (median of a few, one at a time), a variant served from
 * the media cache (autocannon: req/s, p50), and `/api/projects` latency alone and while ten such
 * uploads are processed at once (the server takes them one at a time; sharp works off the main thread).
 */
export async function benchMedia(origin: string, token: string, options: MediaBenchOptions): Promise<MediaRun> {
  const { connections, durationSeconds, samples = 3, concurrentUploads = 10, aloneSeconds = 5, metricsOrigin, log = () => undefined } = options;
  log('  media: making 12-megapixel test photos');
  const photo = await photoMaker();
  const stamp = Date.now() % 60_000; // new images on a database that kept an earlier run's
  const photos = await Promise.all(Array.from({ length: 1 + samples + concurrentUploads }, (_, index) => photo(stamp + index)));
  const [warmUp, ...rest] = photos;
  if (!warmUp) throw new Error('no photos');
  const timed = rest.slice(0, samples);
  const batch = rest.slice(samples);

  log('  media: upload processing time');
  const first = await upload(origin, token, warmUp); // loads sharp in the server
  const samplesMs: number[] = [];
  for (const bytes of timed) samplesMs.push((await upload(origin, token, bytes)).ms);
  const duplicateMs = (await upload(origin, token, warmUp)).ms;
  let storedBytes = 0;
  for (const variant of first.media.variants) storedBytes += (await get(`${origin}${variant.url}`)).body.length;

  log('  media: serving a variant');
  const small = first.media.variants.find((variant) => variant.width === 480 && variant.type === 'image/avif')?.url;
  const urls = [first.media.url, ...(small ? [small] : [])];
  const ceiling = await startCeiling(await Promise.all(urls.map((url) => record(origin, url))));
  const served: ServedFile[] = [];
  try {
    for (const url of urls) {
      const bytes = (await get(`${origin}${url}`)).body.length;
      const run = (base: string, seconds: number) => load({ url: `${base}${url}`, connections, durationSeconds: seconds, expectStatus: 200 });
      await run(origin, 1);
      await run(ceiling.origin, 1);
      const app: LoadResult[] = [];
      const bare: LoadResult[] = [];
      const ratios: number[] = [];
      // Alternating rounds, so both see the same machine (as the api section does).
      for (let round = 0; round < SERVE_ROUNDS; round += 1) {
        const mine = await run(origin, durationSeconds / SERVE_ROUNDS);
        const theirs = await run(ceiling.origin, durationSeconds / SERVE_ROUNDS);
        app.push(mine);
        bare.push(theirs);
        ratios.push(theirs.requestsPerSecond > 0 ? mine.requestsPerSecond / theirs.requestsPerSecond : 0);
      }
      served.push({ url, bytes, load: combine(app), ceiling: combine(bare), ratio: median(ratios) });
    }
  } finally {
    await ceiling.stop();
  }

  log(`  media: GET /api/projects alone, then while ${concurrentUploads} uploads are processed`);
  const alone = await probe(origin, aloneSeconds);
  if (metricsOrigin) await scrapeEventLoopDelay(metricsOrigin); // starts the server's histogram again
  const began = performance.now();
  const uploads = Promise.all(batch.map((bytes) => upload(origin, token, bytes)));
  const during = await probe(origin, uploads);
  const uploaded = await uploads;
  const batchMs = performance.now() - began;
  const eventLoop = metricsOrigin ? await scrapeEventLoopDelay(metricsOrigin) : undefined;

  return {
    upload: { width: WIDTH, height: HEIGHT, inputBytes: warmUp.length, samplesMs, medianMs: median(samplesMs), duplicateMs, files: first.media.variants.length, storedBytes },
    served,
    underUploads: { uploads: batch.length, batchMs, uploadMs: uploaded.map((one) => one.ms), alone, during, ...(eventLoop ? { eventLoop } : {}) },
  };
}
