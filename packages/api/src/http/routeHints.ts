import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTE_HINTS_FILE, routeHintsSchema, type PageHint, type RouteHints } from '@portfolio/contracts/routeHints';
import { match } from 'path-to-regexp';

/**
 * Reads `dist/.vite/route-hints.json` (written by the site build). Absent, unreadable or of another
 * shape: null, and pages are simply served without hints — they work the same, only later.
 */
export function readRouteHints(siteDir: string, warn: (message: string) => void = console.warn): RouteHints | null {
  let text: string;
  try {
    text = readFileSync(join(siteDir, ROUTE_HINTS_FILE), 'utf8');
  } catch {
    return null;
  }
  try {
    return routeHintsSchema.parse(JSON.parse(text));
  } catch (error) {
    warn(`Ignoring ${ROUTE_HINTS_FILE}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `/api/writing/:slug` with the route's params, each encoded as the site's fetch encodes it. */
function fillParams(template: string, params: Record<string, string>): string | null {
  let missing = false;
  const filled = template.replace(/:(\w+)/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) missing = true;
    return encodeURIComponent(value ?? '');
  });
  return missing ? null : filled;
}

/** A page's hints by its path: the first route matching (`:param` is one path segment, as in the site's router), with `always`. */
export type PageHints = (path: string) => PageHint | null;

export function compileRouteHints(hints: RouteHints): PageHints {
  const routes = hints.routes.map((route) => ({ route, matches: match<Record<string, string>>(route.pattern, { decode: decodeURIComponent }) }));
  return (path) => {
    for (const { route, matches } of routes) {
      const found = matches(path);
      if (!found) continue;
      const data = [...hints.always.data, ...route.data].map((template) => fillParams(template, found.params));
      return {
        modules: [...new Set([...hints.always.modules, ...route.modules])],
        styles: [...new Set([...hints.always.styles, ...route.styles])],
        data: [...new Set(data.filter((url): url is string => url !== null))],
      };
    }
    return null;
  };
}

/**
 * `<link>` tags for a page: its data (`preload as=fetch`, which the app's own fetch of the same URL
 * takes over; first, as the smallest and the last link of the chain), modules (`modulepreload`)
 * and styles (`preload as=style`, not blocking the first paint; the app applies them when its
 * chunk runs). `crossorigin` matches the CORS mode of the requests that use them: Vite adds a
 * chunk's stylesheet with `crossorigin` too, and a preload in another mode would be fetched twice.
 */
export function hintLinks(hint: PageHint): string {
  const href = (path: string) => escapeAttribute(path.startsWith('/') ? path : `/${path}`);
  return [
    ...hint.data.map((url) => `<link rel="preload" as="fetch" crossorigin href="${href(url)}">`),
    ...hint.modules.map((file) => `<link rel="modulepreload" crossorigin href="${href(file)}">`),
    ...hint.styles.map((file) => `<link rel="preload" as="style" crossorigin href="${href(file)}">`),
  ].join('');
}

/**
 * The hints of the route `path` opens: null when no route matches (the app's 404 page), also for a
 * path that does not decode (`/writing/%E0%A4%A`), and when the build wrote no hints.
 */
export function pageHint(pageHints: PageHints | null, path: string): PageHint | null {
  try {
    return pageHints?.(path) ?? null;
  } catch {
    return null;
  }
}

/** index.html with a page's hints at the end of its head; unchanged without any. */
export function withHintLinks(html: string, hint: PageHint | null): string {
  const links = hint === null ? '' : hintLinks(hint);
  if (links === '' || !html.includes('</head>')) return html;
  return html.replace('</head>', () => `${links}</head>`);
}

/** index.html with the hints of the route `path` opens. */
export function withRouteHints(html: string, pageHints: PageHints | null, path: string): string {
  return withHintLinks(html, pageHint(pageHints, path));
}
