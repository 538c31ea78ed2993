import { describe, expect, it } from 'vitest';
import {
  changeSearchQuery,
  formatReverseSearch,
  searchOlder,
  startReverseSearch,
  type ReverseSearch,
} from './reverseSearch';

const HISTORY = ['ls', 'cat readme.txt', 'cd projects', 'cat contact.txt', 'help', 'cat contact.txt'];

/** Types the query one character at a time, as the visitor does. */
function typeQuery(search: ReverseSearch, query: string, entries = HISTORY): ReverseSearch {
  let current = search;
  for (let length = current.query.length + 1; length <= query.length; length += 1) {
    current = changeSearchQuery(current, entries, query.slice(0, length));
  }
  return current;
}

describe('reverse search: the line shown', () => {
  it('reads exactly as readline prints it', () => {
    expect(formatReverseSearch({ query: 'ca', line: 'cat readme.txt', failed: false })).toBe("(reverse-i-search)'ca': cat readme.txt");
    expect(formatReverseSearch({ query: 'zz', line: 'cat readme.txt', failed: true })).toBe("(failed reverse-i-search)'zz': cat readme.txt");
  });

  it('starts empty, showing the line as it was', () => {
    const search = startReverseSearch('draft');
    expect(search).toEqual({ query: '', found: null, line: 'draft', original: 'draft', failed: false });
    expect(formatReverseSearch(search)).toBe("(reverse-i-search)'': draft");
  });
});

describe('reverse search: typing refines', () => {
  it('finds the newest entry holding the query', () => {
    const search = typeQuery(startReverseSearch(''), 'ca');
    expect(search.line).toBe('cat contact.txt');
    expect(search.found).toBe(5);
  });

  it('a longer query searches on from the line found, older if it must', () => {
    const search = typeQuery(startReverseSearch(''), 'cat r');
    expect(search.line).toBe('cat readme.txt');
    expect(search.found).toBe(1);
  });

  it('ignores case', () => {
    expect(typeQuery(startReverseSearch(''), 'CD P').line).toBe('cd projects');
  });

  it('a query that matches nothing fails, keeping the line found', () => {
    const search = typeQuery(startReverseSearch(''), 'cax');
    expect(search).toMatchObject({ query: 'cax', failed: true, line: 'cat contact.txt' });
    expect(formatReverseSearch(search)).toBe("(failed reverse-i-search)'cax': cat contact.txt");
  });

  it('a shorter query searches again from the newest entry', () => {
    let search = typeQuery(startReverseSearch(''), 'cat r');
    search = changeSearchQuery(search, HISTORY, 'cat');
    expect(search).toMatchObject({ line: 'cat contact.txt', found: 5, failed: false });
  });

  it('an emptied query shows the line as it was', () => {
    let search = typeQuery(startReverseSearch('draft'), 'he');
    search = changeSearchQuery(search, HISTORY, '');
    expect(search).toMatchObject({ query: '', line: 'draft', found: null, failed: false });
  });

  it('fails at once on an empty history', () => {
    expect(typeQuery(startReverseSearch('x'), 'l', [])).toMatchObject({ failed: true, line: 'x' });
  });
});

describe('reverse search: Ctrl+R again', () => {
  it('finds the next older match, skipping lines identical to the one shown', () => {
    let search = typeQuery(startReverseSearch(''), 'ca');
    expect(search.found).toBe(5);
    search = searchOlder(search, HISTORY);
    expect(search).toMatchObject({ line: 'cat readme.txt', found: 1, failed: false });
  });

  it('fails past the oldest match, keeping it', () => {
    let search = typeQuery(startReverseSearch(''), 'cd');
    search = searchOlder(search, HISTORY);
    expect(search).toMatchObject({ line: 'cd projects', failed: true });
    expect(searchOlder(search, HISTORY)).toMatchObject({ line: 'cd projects', failed: true });
  });

  it('does nothing before a query is typed', () => {
    const search = startReverseSearch('draft');
    expect(searchOlder(search, HISTORY)).toBe(search);
  });
});
