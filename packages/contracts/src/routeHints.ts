import './zodSetup';
import * as z from 'zod/mini';

/** Where the site build writes its route hints, relative to the built site (dist/). */
export const ROUTE_HINTS_FILE = '.vite/route-hints.json';

/** What a page needs at once beyond what index.html already loads: files under dist/ and API paths. */
export const pageHintSchema = z.object({
  /** JS chunks, e.g. `assets/WritingPostRoute-abc.js`, preloaded as modules. */
  modules: z.array(z.string().check(z.regex(/^assets\/[\w.-]+\.js$/))),
  /** CSS files the page's chunks bring in, preloaded as styles. */
  styles: z.array(z.string().check(z.regex(/^assets\/[\w.-]+\.css$/))),
  /** API paths the page fetches at once, with the route's `:params`, e.g. `/api/writing/:slug`. */
  data: z.array(z.string().check(z.regex(/^\/api\/[\w/:?=&.-]*$/))),
});

export const routeHintSchema = z.extend(pageHintSchema, {
  /** A client route, e.g. `/writing/:slug` (the site router's syntax: `:name` is one path segment). */
  pattern: z.string().check(z.regex(/^\/[\w/:-]*$/)),
});

/**
 * `dist/.vite/route-hints.json`: written by the site build, read by the server, which adds the
 * matching `<link rel=preload>`s to the index.html it answers for a client route, so a deep link
 * fetches its screen's chunk and its data at once instead of after the app has started.
 */
export const routeHintsSchema = z.object({
  version: z.literal(1),
  /** Needed on every page (the site config and the code that reads it). */
  always: pageHintSchema,
  routes: z.array(routeHintSchema),
});

export type PageHint = z.infer<typeof pageHintSchema>;
export type RouteHint = z.infer<typeof routeHintSchema>;
export type RouteHints = z.infer<typeof routeHintsSchema>;
