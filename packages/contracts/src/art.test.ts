import { describe, expect, it } from 'vitest';
import { artAdminRequestSchema, artCoverRequestSchema, artQuerySchema, isArtKind } from './art';

describe('isArtKind', () => {
  it('knows the four categories, as written', () => {
    expect(['music', 'books', 'movies', 'shows', 'games', 'Music', ''].map(isArtKind)).toEqual([true, true, true, true, false, false, false]);
  });
});

describe('artAdminRequestSchema', () => {
  it('takes an entry with an optional review', () => {
    const add = { action: 'add', kind: 'books', title: 'Dune', creator: 'Frank Herbert', date: '2026-01-05' };
    expect(artAdminRequestSchema.parse(add)).toEqual(add);
    expect(artAdminRequestSchema.parse({ ...add, content: '# Great' })).toEqual({ ...add, content: '# Great' });
    expect(artAdminRequestSchema.safeParse({ ...add, kind: 'games' }).success).toBe(false);
    expect(artAdminRequestSchema.safeParse({ ...add, creator: '' }).success).toBe(false);
  });
  it('lets an edit carry only a review', () => {
    expect(artAdminRequestSchema.parse({ action: 'edit', id: 'dune', content: 'Loved it' })).toEqual({
      action: 'edit',
      id: 'dune',
      update: {},
      content: 'Loved it',
    });
  });
});

describe('artCoverRequestSchema', () => {
  it('sets or clears a cover', () => {
    expect(artCoverRequestSchema.parse({ category: 'music', currentCover: null })).toEqual({ category: 'music', currentCover: null });
    expect(artCoverRequestSchema.safeParse({ category: 'music', currentCover: 'javascript:x' }).success).toBe(false);
    expect(artCoverRequestSchema.safeParse({ category: 'music' }).success).toBe(false);
  });
});

describe('artQuerySchema', () => {
  it('accepts all, a category or nothing', () => {
    expect(artQuerySchema.parse({})).toEqual({});
    expect(artQuerySchema.parse({ kind: 'all' })).toEqual({ kind: 'all' });
    expect(artQuerySchema.safeParse({ kind: 'games' }).success).toBe(false);
  });
});
