import './zodSetup';
import * as z from 'zod/mini';
import { noControlCharacters } from './primitives';

/** The longest query `GET /api/search` takes, in characters (UTF-16 code units), after trimming. */
export const SEARCH_QUERY_MAX = 200;
/** The most results one answer holds; `total` says how many matched in all. */
export const SEARCH_RESULTS_MAX = 50;

/**
 * Query of `GET /api/search`: `q`, the words to find (all of them, anywhere in one item), trimmed,
 * 1–200 characters on one line. Missing, blank, too long or repeated (`?q=a&q=b`) is a 400.
 * Other parameters are ignored.
 */
export const searchQuerySchema = z.object({
  q: z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be given once, as text') })
    .check(
      z.trim(),
      z.minLength(1, { error: 'must not be empty: give the words to search for' }),
      z.maxLength(SEARCH_QUERY_MAX, { error: `must be at most ${SEARCH_QUERY_MAX} characters` }),
      noControlCharacters(),
    ),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const SEARCH_RESULT_KINDS = ['project', 'post', 'art', 'about'] as const;
export type SearchResultKind = (typeof SEARCH_RESULT_KINDS)[number];

/** A highlighted run of a result's `snippet`: `[start, end)` in UTF-16 code units, as `String.prototype.slice` counts. */
export const searchMatchSchema = z.object({
  start: z.int().check(z.nonnegative()),
  end: z.int().check(z.nonnegative()),
});
export type SearchMatch = z.infer<typeof searchMatchSchema>;

/**
 * One item that holds every word of the query.
 * - `key`: the item's id (project), slug (post, art entry) or about file (`about.txt`, `quickview`).
 * - `path`: the site route that opens it (`/projects/{id}`, `/writing/{slug}`, `/art`, `/about`,
 *   `/about/quickview`).
 * - `location`: where it lives in the terminal's tree (`projects/pocket-oscilloscope`,
 *   `writing/{slug}.txt`, `art/music/{slug}.txt`, `about/about.txt`).
 * - `snippet`: one line of the item's text around its first match, about 70 characters, with `…`
 *   where it was cut; `matches`: every occurrence of a query word in it, in order, never overlapping.
 */
export const searchResultSchema = z.object({
  kind: z.enum(SEARCH_RESULT_KINDS),
  key: z.string(),
  title: z.string(),
  path: z.string(),
  location: z.string(),
  snippet: z.string(),
  matches: z.array(searchMatchSchema),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** `GET /api/search?q=`: at most 50 results, best first; `total` counts every item that matched. */
export const searchResponseSchema = z.object({
  results: z.array(searchResultSchema).check(z.maxLength(SEARCH_RESULTS_MAX)),
  total: z.int().check(z.nonnegative()),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** Where a field's text sits in its item: the title, a short label (tags, creator, kind), or the body. */
export const SEARCH_FIELD_TIERS = ['title', 'label', 'body'] as const;
export type SearchFieldTier = (typeof SEARCH_FIELD_TIERS)[number];

/**
 * One searchable item in the static edition's index file: what a result says about it (a
 * `SearchResult` less the snippet and matches) and its text, field by field, on one line each.
 * The folded text is not in the file: the browser folds it when it loads the index.
 */
export const staticSearchDocumentSchema = z.extend(z.omit(searchResultSchema, { snippet: true, matches: true }), {
  fields: z.array(z.object({ tier: z.enum(SEARCH_FIELD_TIERS), text: z.string() })),
});
export type StaticSearchDocument = z.infer<typeof staticSearchDocumentSchema>;

/**
 * The static edition's search index (`STATIC_DATA.search`): every searchable item, in the order the
 * server searches them, so searching it in the browser (`searchStaticIndex`, contracts/searchEngine)
 * answers exactly as `GET /api/search` does on the same content.
 */
export const staticSearchIndexSchema = z.object({
  version: z.literal(1),
  documents: z.array(staticSearchDocumentSchema),
});
export type StaticSearchIndex = z.infer<typeof staticSearchIndexSchema>;
