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

/** Whether the page running is a file of the static edition (false on the server and during server rendering). */
export function isStaticEdition(): boolean {
  const { document } = globalThis as { document?: { documentElement: { getAttribute(name: string): string | null } } };
  return document?.documentElement.getAttribute(EDITION_ATTRIBUTE) === STATIC_EDITION;
}
