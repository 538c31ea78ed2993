import type { IncomingHttpHeaders } from 'node:http';
import { PAGE_DATA_ELEMENT_ID, scriptSafeJson, type PageData } from '@portfolio/contracts/pageData';
import type { Knex } from 'knex';
import type { Logger } from '../logging/log';
import type { ReadCache } from '../http/readCache';
import { loadPageData } from './pageData';
import { pageReaderOf } from './pageReader';
import { matchSitePage } from './sitePages';
import type { SiteRenderer } from './siteRenderer';

/** What the server writes into a page's index.html `#root`. */
export interface PageBody {
  readonly write: (html: string) => string;
  /** The screen rendered with its data (a visitor page): its data preloads are dropped, its scripts wait for the paint. */
  readonly rendered: boolean;
}

/**
 * Writes a page's content into index.html: the rendered screen in `#root`, its data beside it (the
 * admin: only its no-script line); null for a page left as built (any page when the renderer is missing).
 */
export type PageBodyFor = (url: string, path: string, headers: IncomingHttpHeaders) => Promise<PageBody | null>;

const EMPTY_ROOT = '<div id="root"></div>';

/** What `/admin` and `/admin-clean` say to a browser that runs no script (the admin is the browser's alone). */
export const ADMIN_NEEDS_SCRIPT = 'The admin needs JavaScript. Turn it on for this site to sign in and manage it.';
/** Each admin's heading, as the app shows it (packages/site/src/screens/Admin/variants.ts: `title`). */
const ADMIN_HEADINGS = { admin: 'Admin', 'admin-clean': 'Admin Panel' } as const;
/**
 * The admin's `#root`, which the app replaces: a `<main>` with the admin's heading (the one the app
 * shows as it opens) and, for a browser without scripts, the message in a `<noscript>`. The main
 * landmark and the heading stand outside the `<noscript>`: HTML allows no `<main>` inside it, and
 * axe reads nothing inside it.
 */
const adminRoot = (kind: keyof typeof ADMIN_HEADINGS) => `<div id="root"><main><h1>${ADMIN_HEADINGS[kind]}</h1><noscript><p>${ADMIN_NEEDS_SCRIPT}</p></noscript></main></div>`;

export interface PageBodyDeps {
  readonly knex: Knex;
  readonly readCache: Pick<ReadCache, 'remember'>;
  readonly renderer: () => Promise<SiteRenderer | null>;
  readonly log: Logger;
}

/**
 * The body of a visitor page, rendered on the server with its data (`loadPageData`) by the site's
 * own components, so the page reads without JavaScript and paints before any script; the data, as
 * the renderer completes it (`SiteRenderer.complete`: the owner's name lettered), goes in as JSON
 * (`<script type="application/json">`, escaped against `</script>`) for the browser's hydration.
 * The admin keeps `#root` for the browser, holding only a `<main>` with its heading and a
 * `<noscript>` line that it needs JavaScript; every page when the renderer is missing keeps the
 * empty `#root`; so does a page whose screen throws while rendering, logged, so that the page still
 * goes out with its head and the browser renders it alone. Rejects when the database cannot be read
 * (the caller then sends the page as built).
 */
export function createPageBodies({ knex, readCache, renderer, log }: PageBodyDeps): PageBodyFor {
  return async (url, path, headers) => {
    const page = matchSitePage(path);
    if (page?.kind === 'admin' || page?.kind === 'admin-clean') {
      const root = adminRoot(page.kind);
      return { write: (html) => html.replace(EMPTY_ROOT, () => root), rendered: false };
    }
    const site = await renderer();
    if (site === null) return null;
    const read = await loadPageData(knex, readCache, page, pageReaderOf(headers));
    if (read === null) return null;
    let data: PageData;
    let rendered: string;
    try {
      data = site.complete(read);
      rendered = site.render(url, data);
    } catch (error) {
      log.error(`The page ${path} could not be rendered on the server: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return null;
    }
    const root = `<div id="root">${rendered}</div><script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptSafeJson(data)}</script>`;
    return { write: (html) => html.replace(EMPTY_ROOT, () => root), rendered: true };
  };
}
