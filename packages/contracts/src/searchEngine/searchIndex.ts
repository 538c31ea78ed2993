import type { SearchFieldTier, SearchResponse, SearchResult, SearchResultKind } from '../search';
import { fold } from './foldText';
import { snippetOf } from './snippet';

/**
 * Searching a list of documents, in memory: every word must occur in the document (in any of its
 * fields, as a substring of the folded text: `osc` finds `oscilloscope`); the documents found are
 * ranked by where their words are, then kept in the list's own order.
 */

const TIER_RANK: Readonly<Record<SearchFieldTier, number>> = { title: 0, label: 1, body: 2 };

export interface SearchField {
  readonly tier: SearchFieldTier;
  /** The field's text on one line (white space runs made one space). */
  readonly text: string;
  /** `fold(text)`, made once when the document is built (or loaded), not per search. */
  readonly folded: string;
}

/** One searchable item, with what a result says about it (contracts' `SearchResult`, less the snippet). */
export interface SearchDocument extends Omit<SearchResult, 'snippet' | 'matches'> {
  readonly kind: SearchResultKind;
  readonly fields: readonly SearchField[];
}

/** A field of `tier` holding `text` on one line; none when the text is blank. */
export function searchField(tier: SearchFieldTier, text: string): SearchField[] {
  const line = text.replace(/\s+/g, ' ').trim();
  return line === '' ? [] : [{ tier, text: line, folded: fold(line) }];
}

/**
 * Undefined when a word is in none of the fields; else the rank: each word counts where it is best
 * placed (in the title 0, a label 1, the body 2), and the document ranks as its worst-placed word,
 * so an item holding every word in its title comes before one that holds a word only in its body.
 */
function rankOf(document: SearchDocument, words: readonly string[]): number | undefined {
  let worst = 0;
  for (const word of words) {
    const places = document.fields.filter((field) => field.folded.includes(word)).map((field) => TIER_RANK[field.tier]);
    if (places.length === 0) return undefined;
    worst = Math.max(worst, Math.min(...places));
  }
  return worst;
}

/**
 * The field a result's snippet shows: the first body field that holds a word, else a label, else
 * the title — the title is in the result already, the text around it says more.
 */
const SNIPPET_TIERS: readonly SearchFieldTier[] = ['body', 'label', 'title'];

function resultOf(document: SearchDocument, words: readonly string[]): SearchResult {
  const { fields, ...item } = document;
  for (const tier of SNIPPET_TIERS) {
    for (const field of fields) {
      const snippet = field.tier === tier ? snippetOf(field.text, words) : undefined;
      if (snippet) return { ...item, snippet: snippet.text, matches: snippet.matches };
    }
  }
  return { ...item, snippet: '', matches: [] };
}

/**
 * The documents that hold every word (already folded, see `queryWords`), best ranked first, then
 * in the order of `documents`; at most `limit` results, `total` counting them all.
 */
export function searchDocuments(documents: readonly SearchDocument[], words: readonly string[], limit: number): SearchResponse {
  const found = documents
    .map((document, order) => ({ document, order, rank: rankOf(document, words) }))
    .filter((candidate): candidate is { document: SearchDocument; order: number; rank: number } => candidate.rank !== undefined)
    .sort((a, b) => a.rank - b.rank || a.order - b.order);
  return { results: found.slice(0, limit).map(({ document }) => resultOf(document, words)), total: found.length };
}
