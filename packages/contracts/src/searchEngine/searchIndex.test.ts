import { describe, expect, it } from 'vitest';
import { queryWords } from './foldText';
import { type SearchDocument, searchDocuments } from './searchIndex';
import { testDocument } from './testDocument';

const doc = testDocument;

const search = (documents: SearchDocument[], query: string, limit = 50) => searchDocuments(documents, queryWords(query), limit);
const keys = (documents: SearchDocument[], query: string) => search(documents, query).results.map((result) => result.key);

describe('searchDocuments', () => {
  it('finds a document only when it holds every word, in any of its fields', () => {
    const documents = [doc('a', { title: 'Pocket Oscilloscope', body: 'two channels' }), doc('b', { title: 'Two robots' })];
    expect(keys(documents, 'two oscilloscope')).toEqual(['a']);
    expect(keys(documents, 'two')).toEqual(['b', 'a']);
    expect(keys(documents, 'three')).toEqual([]);
  });

  it('ranks a title before a label before a body, a document by its worst-placed word, then keeps the list order', () => {
    const documents = [
      doc('body', { title: 'Notes', body: 'about the robot arm' }),
      doc('label', { title: 'Kit', label: 'robot' }),
      doc('title-2', { title: 'Robot two' }),
      doc('title', { title: 'Robot arm', body: 'robot' }),
      doc('mixed', { title: 'Robot', body: 'an arm' }),
    ];
    expect(keys(documents, 'robot')).toEqual(['title-2', 'title', 'mixed', 'label', 'body']);
    expect(keys(documents, 'robot arm')).toEqual(['title', 'body', 'mixed']);
  });

  it('is blind to case and accents on both sides', () => {
    const documents = [doc('cafe', { title: 'Un CAFÉ à Zürich' })];
    expect(keys(documents, 'cafe zurich')).toEqual(['cafe']);
    expect(keys(documents, 'ÇAFÉ')).toEqual(['cafe']);
    expect(keys(documents, 'caffe')).toEqual([]);
    expect(keys(documents, 'Café ZÜRICH')).toEqual(['cafe']);
  });

  it('shows the body around the first match rather than the title, which the result carries anyway', () => {
    const documents = [doc('scope', { title: 'Pocket Oscilloscope', label: 'hardware', body: 'A two-channel oscilloscope in a mint tin.' })];
    const [result] = search(documents, 'oscilloscope').results;
    expect(result).toEqual({
      kind: 'post',
      key: 'scope',
      title: 'Pocket Oscilloscope',
      path: '/writing/scope',
      location: 'writing/scope.txt',
      snippet: 'A two-channel oscilloscope in a mint tin.',
      matches: [{ start: 14, end: 26 }],
    });
    expect(search(documents, 'pocket').results[0]?.snippet).toBe('Pocket Oscilloscope');
    expect(search(documents, 'hardware').results[0]?.snippet).toBe('hardware');
  });

  it('returns at most the limit, best first, and counts every match', () => {
    const documents = Array.from({ length: 60 }, (_, index) => doc(`p${index}`, index === 59 ? { title: 'match' } : { title: `post ${index}`, body: 'match' }));
    const answer = search(documents, 'match', 50);
    expect(answer.total).toBe(60);
    expect(answer.results).toHaveLength(50);
    expect(answer.results[0]?.key).toBe('p59');
  });
});
