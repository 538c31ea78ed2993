import { describe, expect, it } from 'vitest';
import { SEARCH_QUERY_MAX, SEARCH_RESULTS_MAX, searchQuerySchema, searchResponseSchema } from './search';

const issuesOf = (query: unknown) => searchQuerySchema.safeParse(query).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('searchQuerySchema', () => {
  it('takes the words trimmed, and ignores other parameters', () => {
    expect(searchQuerySchema.parse({ q: '  two channel ', page: '2' })).toEqual({ q: 'two channel' });
    expect(searchQuerySchema.parse({ q: 'x'.repeat(SEARCH_QUERY_MAX) }).q).toHaveLength(SEARCH_QUERY_MAX);
  });

  it('refuses a missing, blank, repeated, too long or multi-line query, saying why', () => {
    expect(issuesOf({})).toEqual([['q', 'is required']]);
    expect(issuesOf({ q: '   ' })).toEqual([['q', 'must not be empty: give the words to search for']]);
    expect(issuesOf({ q: ['a', 'b'] })).toEqual([['q', 'must be given once, as text']]);
    expect(issuesOf({ q: 'x'.repeat(SEARCH_QUERY_MAX + 1) })).toEqual([['q', `must be at most ${SEARCH_QUERY_MAX} characters`]]);
    expect(issuesOf({ q: 'a\nb' })).toEqual([['q', 'must not contain control characters']]);
  });
});

describe('searchResponseSchema', () => {
  const result = {
    kind: 'project',
    key: 'pocket-oscilloscope',
    title: 'Pocket Oscilloscope',
    path: '/projects/pocket-oscilloscope',
    location: 'projects/pocket-oscilloscope',
    snippet: 'A two-channel, 1 MS/s oscilloscope that fits…',
    matches: [{ start: 22, end: 34 }],
  };

  it('accepts an answer of results and their total', () => {
    expect(searchResponseSchema.parse({ results: [result], total: 1 })).toEqual({ results: [result], total: 1 });
  });

  it('refuses an unknown kind and more than the most results an answer holds', () => {
    expect(searchResponseSchema.safeParse({ results: [{ ...result, kind: 'photo' }], total: 1 }).success).toBe(false);
    const many = Array.from({ length: SEARCH_RESULTS_MAX + 1 }, () => result);
    expect(searchResponseSchema.safeParse({ results: many, total: many.length }).success).toBe(false);
  });
});
