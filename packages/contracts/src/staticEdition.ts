/**
 * The static edition (`npm run export`): the visitor site written as files for a static host, read by
 * the same site code as the server edition. What both sides of it agree on: how a page says it is
 * static, and where each API answer the visitor screens read lies as a file.
 * Plain data, no imports: the site's entry reads it before hydration.
 */

/** `<html data-edition="static">`: the page is a file of the static edition; its screens read `STATIC_DATA` files, not the API. */
export const EDITION_ATTRIBUTE = 'data-edition';
export const STATIC_EDITION = 'static';

/** The folder of the data files, at the root of the export. */
export const STATIC_DATA_DIR = '/data';

/**
 * The file holding each visitor API answer (its exact JSON body): the server's `GET` path on the
 * left. The writing list is the screen's own page (`limit=100&offset=0`, as the site asks it).
 */
export const STATIC_DATA = {
  config: { api: '/api/config', file: `${STATIC_DATA_DIR}/config.json` },
  projects: { api: '/api/projects', file: `${STATIC_DATA_DIR}/projects.json` },
  art: { api: '/api/art', file: `${STATIC_DATA_DIR}/art.json` },
  writing: { api: '/api/writing?limit=100&offset=0', file: `${STATIC_DATA_DIR}/writing.json` },
  /** What the `test` command prints: `GET /api/health`'s shape, written at export time. */
  health: { api: '/api/health', file: `${STATIC_DATA_DIR}/health.json` },
  /** The searchable documents (`StaticSearchIndex`), searched in the browser as `GET /api/search` searches them. */
  search: { api: '/api/search', file: `${STATIC_DATA_DIR}/search.json` },
} as const;

/** One published post's file (`GET /api/writing/:slug`). The slug is URL-safe already (lower-case letters, digits, dashes). */
export const staticPostFile = (slug: string): string => `${STATIC_DATA_DIR}/writing/${encodeURIComponent(slug)}.json`;

/**
 * The file a visitor page is written to: `/` → `/index.html`, `/about` → `/about.html`,
 * `/writing/a-post` → `/writing/a-post.html`. GitHub Pages, Netlify, Cloudflare Pages and the nginx
 * block in deploy/static serve `/about` from `about.html`, so every URL stays the server edition's
 * (no trailing slash, no `.html`).
 */
export function staticPageFile(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/index.html' : `${trimmed}.html`;
}

/**
 * `<html data-not-found>`: the static edition's `404.html`, which a static host sends for every path
 * it does not hold. It was rendered for no particular path, so the browser renders the page for its
 * own URL (a missing post says "404: Post not found") instead of taking the file's render over.
 */
export const NOT_FOUND_ATTRIBUTE = 'data-not-found';

const root = (): { getAttribute(name: string): string | null; hasAttribute(name: string): boolean } | undefined =>
  (globalThis as { document?: { documentElement: { getAttribute(name: string): string | null; hasAttribute(name: string): boolean } } }).document?.documentElement;

/** Whether the page running is a file of the static edition (false on the server and during server rendering). */
export function isStaticEdition(): boolean {
  return root()?.getAttribute(EDITION_ATTRIBUTE) === STATIC_EDITION;
}

/** Whether the page running is the static edition's 404 page (`NOT_FOUND_ATTRIBUTE`). */
export function isStaticNotFoundPage(): boolean {
  return isStaticEdition() && root()?.hasAttribute(NOT_FOUND_ATTRIBUTE) === true;
}
