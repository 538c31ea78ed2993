import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { renderAsync } from '@resvg/resvg-js';
import type { Knex } from 'knex';
import type { Logger } from '../logging/log';
import { type ProcessedImage, processImageBytes } from '../media/ingestImage';
import { storeMedia } from '../repositories/mediaRepository';
import { isUniqueViolation, parseStringList } from '../db/slugs';
import { DEMO_FILES_PATH, demoFilesDir } from '../routes/demoFiles';
import { SHARE_FONT_FAMILY, shareFontFiles } from '../share/fonts';
import { demoCovers } from './demoArt';
import { demoProjects } from './demoProjects';
import { DEMO_SEEDED_KEY } from './seedDemo';

/** Settings key recording that the demo's images were put through the media pipeline (once per database). */
export const DEMO_MEDIA_KEY = 'demo_media_at';
/**
 * The demo's SVGs are drawn 640 px wide; rasterised at 960 (1.5×, sharp on most screens at the
 * sizes shown) they are stored at 480 and 960 px, enough to show `srcset` at work.
 */
export const DEMO_RASTER_WIDTH = 960;

/** Every /demo image the seed links to: the projects' images and the art covers. */
export const DEMO_IMAGE_URLS: readonly string[] = [
  ...new Set([...demoProjects.flatMap((project) => project.images ?? []), ...Object.values(demoCovers).filter((url): url is string => Boolean(url))]),
];

export type DemoMediaResult = { readonly converted: number; readonly ms: number } | 'not-seeded' | 'already-converted';

/** A trusted SVG of ours, drawn with the shipped fonts only (never the system's), as PNG bytes. */
async function rasterise(svg: string): Promise<Buffer> {
  const image = await renderAsync(svg, {
    fitTo: { mode: 'width', value: DEMO_RASTER_WIDTH },
    font: {
      fontFiles: [...shareFontFiles()],
      loadSystemFonts: false,
      defaultFontFamily: SHARE_FONT_FAMILY,
      monospaceFamily: SHARE_FONT_FAMILY,
      sansSerifFamily: SHARE_FONT_FAMILY,
    },
  });
  return image.asPng();
}

/**
 * The demo's images as the pipeline made them, per process: the same SVG gives the same files, and
 * a process that seeds several databases (the tests) makes them once.
 */
const processed = new Map<string, Promise<ProcessedImage>>();
function processDemoImage(url: string, svg: string): Promise<ProcessedImage> {
  let image = processed.get(url);
  if (!image) {
    image = rasterise(svg).then((png) => processImageBytes(png));
    processed.set(url, image);
    image.catch(() => processed.delete(url));
  }
  return image;
}

/** The demo images the content still shows (the owner may have replaced or removed some already). */
async function demoUrlsInUse(knex: Knex): Promise<string[]> {
  const projects = (await knex('projects').select('images')) as { images: string }[];
  const covers = (await knex('art_covers').select('url')) as { url: string | null }[];
  const used = new Set([...projects.flatMap((row) => parseStringList(row.images)), ...covers.map((row) => row.url ?? '')]);
  return DEMO_IMAGE_URLS.filter((url) => used.has(url));
}

/** In one transaction: every project image and cover still on a /demo URL is switched to its media URL. */
async function switchUrls(knex: Knex, urls: ReadonlyMap<string, string>): Promise<boolean> {
  try {
    await knex.transaction(async (trx) => {
      // First: a second server converting at the same moment fails on the key and rolls back.
      await trx('settings').insert({ key: DEMO_MEDIA_KEY, value: new Date().toISOString(), updated_at: trx.fn.now() });
      for (const row of (await trx('projects').select('id', 'images')) as { id: string; images: string }[]) {
        const images = parseStringList(row.images);
        const switched = images.map((url) => urls.get(url) ?? url);
        if (switched.some((url, index) => url !== images[index])) await trx('projects').where('id', row.id).update({ images: JSON.stringify(switched) });
      }
      for (const [from, to] of urls) await trx('art_covers').where('url', from).update({ url: to });
    });
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
  return true;
}

/**
 * Puts the demo's images through the same pipeline as the owner's uploads (rasterised from their
 * SVG first), then points the demo projects and covers at the `/media/` URLs. Runs once per
 * database, after the demo was seeded; the server starts it after it listens (it takes about a
 * second of both cores, which a first start need not wait for), and a start that was stopped
 * before it finished tries again (an image already stored is not stored twice).
 */
export async function convertDemoImages(knex: Knex): Promise<DemoMediaResult> {
  const began = performance.now();
  const marks = (await knex('settings').whereIn('key', [DEMO_SEEDED_KEY, DEMO_MEDIA_KEY]).select('key')) as { key: string }[];
  if (marks.some((mark) => mark.key === DEMO_MEDIA_KEY)) return 'already-converted';
  if (!marks.some((mark) => mark.key === DEMO_SEEDED_KEY)) return 'not-seeded';
  const urls = new Map<string, string>();
  const dir = demoFilesDir();
  for (const url of await demoUrlsInUse(knex)) {
    const svg = await readFile(join(dir, url.slice(DEMO_FILES_PATH.length + 1)), 'utf8');
    const alt = /aria-label="([^"]*)"/.exec(svg)?.[1] ?? '';
    const { media } = await storeMedia(knex, { ...(await processDemoImage(url, svg)), alt });
    urls.set(url, media.url);
  }
  if (!(await switchUrls(knex, urls))) return 'already-converted';
  return { converted: urls.size, ms: performance.now() - began };
}

/** `convertDemoImages`, saying what it did; a failure is logged, and the next start tries again. */
export async function convertDemoImagesLogged(knex: Knex, log: Logger): Promise<void> {
  try {
    const result = await convertDemoImages(knex);
    if (typeof result === 'object') log.info(`Demo images: ${result.converted} put through the media pipeline in ${Math.round(result.ms)} ms.`);
  } catch (error) {
    // A database error's code, not its message: that holds the SQL and its values (here, image bytes).
    const code = (error as { code?: unknown } | null)?.code;
    const reason = typeof code === 'string' ? code : error instanceof Error ? error.message.slice(0, 200) : 'unknown error';
    log.warn(`Demo images: converting them failed (${reason}); the next start tries again.`);
  }
}
