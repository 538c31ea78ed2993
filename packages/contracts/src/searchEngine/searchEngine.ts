import { refusalMessage } from '../schema';
import { SEARCH_RESULTS_MAX, type SearchResponse, searchQuerySchema, type StaticSearchIndex } from '../search';
import { fold, queryWords } from './foldText';
import { type SearchDocument, searchDocuments } from './searchIndex';

/**
 * The search from a query to its answer, as `GET /api/search` answers it and as the static edition
 * answers it in the browser from its index file: the same query rule, the same refusals, the same
 * documents in the same order, so the same results. Plain TypeScript and the contracts' zod/mini
 * schemas, nothing else: the site loads it.
 */

/** The words to search for, or why the query is refused (the 400's `error`, as the site shows it). */
export type SearchQueryReading = { readonly ok: true; readonly words: string[] } | { readonly ok: false; readonly refusal: string };

/**
 * Reads a search's query parameters (`{ q }`) with `searchQuerySchema`, then into words
 * (`queryWords`). A query of combining marks alone passes the schema but holds no word, so it is
 * refused too.
 */
export function readSearchQuery(query: unknown): SearchQueryReading {
  const parsed = searchQuerySchema.safeParse(query);
  if (!parsed.success) return { ok: false, refusal: refusalMessage(parsed.error.issues) };
  const words = queryWords(parsed.data.q);
  // Only combining marks, which the comparison drops.
  if (words.length === 0) return { ok: false, refusal: refusalMessage([{ path: ['q'], message: 'must hold a letter, digit or sign to search for' }]) };
  return { ok: true, words };
}

/** A query `searchStaticIndex` refuses; the message is the one the API's 400 gives for it. */
export class SearchQueryRefused extends Error {
  override name = 'SearchQueryRefused';
}

/**
 * The static index of `documents` (the server's, in its order): what each result shows and its
 * fields' text, keys always in the same order so the same content gives the same JSON.
 */
export function staticSearchIndexOf(documents: readonly SearchDocument[]): StaticSearchIndex {
  return {
    version: 1,
    documents: documents.map(({ kind, key, title, path, location, fields }) => ({
      kind,
      key,
      title,
      path,
      location,
      fields: fields.map(({ tier, text }) => ({ tier, text })),
    })),
  };
}

/** Each index's documents with their folded text, made on its first search and kept as long as the index is. */
const loadedIndexes = new WeakMap<StaticSearchIndex, readonly SearchDocument[]>();

function documentsOf(index: StaticSearchIndex): readonly SearchDocument[] {
  let documents = loadedIndexes.get(index);
  if (!documents) {
    documents = index.documents.map((document) => ({ ...document, fields: document.fields.map(({ tier, text }) => ({ tier, text, folded: fold(text) })) }));
    loadedIndexes.set(index, documents);
  }
  return documents;
}

/**
 * Folds `index`'s text now rather than on its first search (at load time, say); answers the same
 * index, ready to search.
 */
export function prepareStaticIndex(index: StaticSearchIndex): StaticSearchIndex {
  documentsOf(index);
  return index;
}

/**
 * `GET /api/search?q=` answered from a static index: the same results in the same order and the
 * same total. A refused query throws `SearchQueryRefused` with the API's message for it. The
 * index's text is folded on its first search, once: keep one index object for every search.
 */
export function searchStaticIndex(index: StaticSearchIndex, q: string): SearchResponse {
  const query = readSearchQuery({ q });
  if (!query.ok) throw new SearchQueryRefused(query.refusal);
  return searchDocuments(documentsOf(index), query.words, SEARCH_RESULTS_MAX);
}
