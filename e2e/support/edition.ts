// Which edition a visitor spec visits: the server (`visitor` project) or the static export served
// by nginx (`static visitor`, playwright.config.ts). The same specs run in both; where one reads
// content to know what to expect, or answers a read itself, it names the read once and this module
// gives the edition's URL: the API path on the server, the data file in the static edition
// (`STATIC_DATA`, packages/contracts/src/staticEdition.ts).
import { test } from '@playwright/test';
import { STATIC_DATA, STATIC_DATA_DIR, staticPostFile } from '../../packages/contracts/src/staticEdition.ts';

/** The visitor reads the static edition has a file for. */
export type DataRead = keyof typeof STATIC_DATA;

/** Whether the running test visits the static edition (its project's `metadata.edition`). Call it inside a test or hook. */
export function isStatic(): boolean {
  return test.info().project.metadata.edition === 'static';
}

/** Where the running test's edition answers `read`: `/api/projects` on the server, `/data/projects.json` in the static edition. */
export function dataUrl(read: DataRead): string {
  return isStatic() ? STATIC_DATA[read].file : STATIC_DATA[read].api;
}

/** Where the running test's edition answers one post: `/api/writing/:slug`, or its file. */
export function postUrl(slug: string): string {
  return isStatic() ? staticPostFile(slug) : `/api/writing/${slug}`;
}

/**
 * For `page.route`: the URL of `read` in either edition (`/api/config` or `/data/config.json`, as
 * `'**' + '/api/config'` matched it: path and query exactly), so a spec's answer replaces the site's
 * read wherever it runs.
 */
export function dataRoute(read: DataRead): (url: URL) => boolean {
  const { api, file } = STATIC_DATA[read];
  return (url) => url.pathname + url.search === api || url.pathname + url.search === file;
}

/** For `page.route`: one post's read in either edition (`/api/writing/:slug`, or its file under `/data/writing/`). */
export const POST_READ = /\/api\/writing\/[a-z0-9-]+$|\/data\/writing\/[a-z0-9-]+\.json$/;

/** Whether a same-origin path is a data read of either edition: the API (`/api/…`) or the static edition's files (`/data/…`). */
export function isDataRead(pathname: string): boolean {
  return pathname.startsWith('/api/') || pathname.startsWith(`${STATIC_DATA_DIR}/`);
}

/** The static edition's splash warm-up (packages/site/src/http/homeApi.ts): the art and writing screens' files. */
export const STATIC_SPLASH_WARM_UP: string[] = [STATIC_DATA.art.file, STATIC_DATA.writing.file];

