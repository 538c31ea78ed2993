import { describe, expect, it } from 'vitest';
import { SEARCH_QUERY_MAX, type StaticSearchIndex, staticSearchIndexSchema } from '../search';
import { queryWords } from './foldText';
import { prepareStaticIndex, readSearchQuery, SearchQueryRefused, searchStaticIndex, staticSearchIndexOf } from './searchEngine';
import { searchDocuments } from './searchIndex';
import { testDocument } from './testDocument';

const doc = testDocument;

const documents = [
  doc('scope', { title: 'Pocket Oscilloscope', label: 'hardware', body: 'A two-channel oscilloscope in a mint tin.' }),
  doc('cafe', { title: 'Un CAFÉ à Zürich', body: 'Notes on a scope of coffee.' }),
  doc('robot', { title: 'Robot arm', label: 'robot', body: 'Two fingers and an oscilloscope to tune them.' }),
];

const refusal = (query: unknown) => {
  const reading = readSearchQuery(query);
  return reading.ok ? undefined : reading.refusal;
};

describe('readSearchQuery', () => {
  it('reads the query into its words', () => {
    expect(readSearchQuery({ q: '  Two  CHANNEL two ', page: '2' })).toEqual({ ok: true, words: ['two', 'channel'] });
  });

  it('refuses as GET /api/search does, with the message of its 400', () => {
    expect(refusal({})).toBe('q: is required');
    expect(refusal({ q: '' })).toBe('q: must not be empty: give the words to search for');
    expect(refusal({ q: '  ' })).toBe('q: must not be empty: give the words to search for');
    expect(refusal({ q: ['a', 'b'] })).toBe('q: must be given once, as text');
    expect(refusal({ q: 'x'.repeat(SEARCH_QUERY_MAX + 1) })).toBe(`q: must be at most ${SEARCH_QUERY_MAX} characters`);
    expect(refusal({ q: 'a\nb' })).toBe('q: must not contain control characters');
    expect(refusal({ q: '\u0301' })).toBe('q: must hold a letter, digit or sign to search for');
  });
});

describe('staticSearchIndexOf', () => {
  it('keeps what a result shows and each field as tier and text, not the folded text', () => {
    const index = staticSearchIndexOf([documents[1]!]);
    expect(index).toEqual({
      version: 1,
      documents: [
        {
          kind: 'post',
          key: 'cafe',
          title: 'Un CAFÉ à Zürich',
          path: '/writing/cafe',
          location: 'writing/cafe.txt',
          fields: [
            { tier: 'title', text: 'Un CAFÉ à Zürich' },
            { tier: 'body', text: 'Notes on a scope of coffee.' },
          ],
        },
      ],
    });
    expect(staticSearchIndexSchema.parse(index)).toEqual(index);
  });
});

describe('searchStaticIndex', () => {
  /** The index as the browser has it: the file's JSON, parsed. */
  const index = (): StaticSearchIndex => staticSearchIndexSchema.parse(JSON.parse(JSON.stringify(staticSearchIndexOf(documents))));
  /** `loaded`, counting how often its documents are read. */
  const countingReads = (loaded: StaticSearchIndex) => {
    let reads = 0;
    const counted: StaticSearchIndex = {
      version: 1,
      get documents() {
        reads += 1;
        return loaded.documents;
      },
    };
    return { counted, reads: () => reads };
  };

  it('answers as searchDocuments does on the documents the index was made from', () => {
    const loaded = index();
    for (const query of ['oscilloscope', 'scope', 'cafe zurich', 'ÇAFÉ', 'two', 'robot two', 'hardware', 'absent']) {
      expect(searchStaticIndex(loaded, query), query).toEqual(searchDocuments(documents, queryWords(query), 50));
    }
  });

  it('throws the API’s message for a refused query', () => {
    expect(() => searchStaticIndex(index(), ' ')).toThrow(new SearchQueryRefused('q: must not be empty: give the words to search for'));
    expect(() => searchStaticIndex(index(), '\u0301')).toThrow('q: must hold a letter, digit or sign to search for');
    expect(() => searchStaticIndex(index(), 'x'.repeat(SEARCH_QUERY_MAX + 1))).toThrow(SearchQueryRefused);
  });

  it('folds the index once, on its first search, not on every search', () => {
    const { counted, reads } = countingReads(index());
    const first = searchStaticIndex(counted, 'oscilloscope');
    expect(searchStaticIndex(counted, 'oscilloscope')).toEqual(first);
    expect(searchStaticIndex(counted, 'robot')).toEqual(searchStaticIndex(index(), 'robot'));
    expect(reads()).toBe(1);
  });

  it('folds a prepared index when prepared, and answers the same', () => {
    const { counted, reads } = countingReads(index());
    const prepared = prepareStaticIndex(counted);
    expect(reads()).toBe(1);
    expect(searchStaticIndex(prepared, 'two')).toEqual(searchDocuments(documents, ['two'], 50));
    expect(reads()).toBe(1);
  });
});
