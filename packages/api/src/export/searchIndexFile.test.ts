import { SEARCH_QUERY_MAX, searchResponseSchema, type StaticSearchIndex, staticSearchIndexSchema } from '@portfolio/contracts/search';
import { SearchQueryRefused, searchStaticIndex } from '@portfolio/contracts/searchEngine';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RememberingCache } from '../repositories/cachedReads';
import { testDatabaseKinds } from '../testing/testDatabases';
import { useTestServer } from '../testing/useTestServer';
import { staticSearchIndex } from './searchIndexFile';

/** Reads the database each time, as a fresh export does. */
const noCache: RememberingCache = { remember: (_key, load) => load() };

/** What a query is there to show: it finds items, finds none, or is refused. */
type Outcome = 'hits' | 'none' | 'refused';

const QUERIES: readonly (readonly [label: string, query: string, outcome: Outcome])[] = [
  ['one word', 'oscilloscope', 'hits'],
  ['one word in upper case', 'STM32', 'hits'],
  ['several words, in any fields', 'rust c programmer', 'hits'],
  ['several words of one title', 'four layer pcb', 'hits'],
  ['a word the about texts hold', 'software', 'hits'],
  ['a label (a project type) with a tag', 'hardware kicad', 'hits'],
  ['a prefix', 'osc', 'hits'],
  ['a word inside others', 'ware', 'hits'],
  ['a common word, many results ranked by where it is', 'the', 'hits'],
  ['one letter, the most results', 'a', 'hits'],
  ['no accent and upper case for an accented name', 'JOHANN', 'hits'],
  ['the accented name as written', 'Jóhannsson', 'hits'],
  ['an accent written as a combining mark', 'jo\u0301hann', 'hits'],
  ['a typographic apostrophe', 'dean’s', 'hits'],
  ['an en dash between years', '2025–2026', 'hits'],
  ['a repeated word, with runs of white space', '  Rust   RUST  ', 'hits'],
  ['a word nowhere', 'zeppelin', 'none'],
  ['a found word with one found nowhere', 'oscilloscope zeppelin', 'none'],
  ['an accented word nowhere', 'Crème brûlée', 'none'],
  ['an emoji', '🎸', 'none'],
  ['the longest query', 'x'.repeat(SEARCH_QUERY_MAX), 'none'],
  ['only combining marks', '\u0301\u0308', 'refused'],
  ['one character too long', 'x'.repeat(SEARCH_QUERY_MAX + 1), 'refused'],
  ['empty', '', 'refused'],
  ['blank', '   ', 'refused'],
  ['on two lines', 'pcb\nlayers', 'refused'],
];

/**
 * The static edition's search (issue 21's `grep` without a server): the index file the export
 * writes, searched in the browser with `searchStaticIndex`, answers every query exactly as
 * `GET /api/search` does on the same content — the same results in the same order, the same total,
 * and for a refused query the message the site shows for the API's 400.
 */
describe.each(testDatabaseKinds())('the static search index on $name', (kind) => {
  const { server } = useTestServer(kind, { seedDemo: true });
  let file = '';
  let index: StaticSearchIndex;

  beforeAll(async () => {
    file = JSON.stringify(await staticSearchIndex(server().db.knex, noCache));
    // As the browser has it: the file's JSON, parsed.
    index = staticSearchIndexSchema.parse(JSON.parse(file));
  });

  /** The API's 200 body, or its 400's message. */
  const apiAnswer = async (query: string): Promise<{ body: unknown } | { refusal: string }> => {
    const answer = await fetch(`${server().baseUrl}/api/search?q=${encodeURIComponent(query)}`);
    const body: unknown = await answer.json();
    if (answer.status === 400 && typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string') return { refusal: body.error };
    expect(answer.status, JSON.stringify(body)).toBe(200);
    return { body };
  };

  const staticAnswer = (query: string): { body: unknown } | { refusal: string } => {
    try {
      return { body: searchStaticIndex(index, query) };
    } catch (error) {
      if (error instanceof SearchQueryRefused) return { refusal: error.message };
      throw error;
    }
  };

  it.each(QUERIES)('answers %s (%j) as the API does', async (_label, query, outcome) => {
    const expected = await apiAnswer(query);
    expect(staticAnswer(query)).toEqual(expected);
    // Each query shows what it is there for.
    const total = 'body' in expected ? searchResponseSchema.parse(expected.body).total : undefined;
    if (outcome === 'refused') expect(expected).toHaveProperty('refusal');
    else if (outcome === 'none') expect(total).toBe(0);
    else expect(total).toBeGreaterThan(0);
  });

  it('holds every searchable item, without the folded text, and the same bytes when written again', async () => {
    expect(index.version).toBe(1);
    expect(new Set(index.documents.map((document) => document.kind))).toEqual(new Set(['project', 'post', 'art', 'about']));
    expect(file).not.toContain('"folded"');
    expect(JSON.stringify(await staticSearchIndex(server().db.knex, noCache))).toBe(file);
  });
});
