import { describe, expect, it } from 'vitest';
import { NO_NEIGHBOURS, postNeighbours } from './postNeighbours';

const post = (slug: string, date: string) => ({ slug, title: `Title ${slug}`, date, kind: 'essay' });
// Given out of order: the list's own order (newest first, ties by slug) decides.
const POSTS = [post('middle', '2025-05-01'), post('oldest', '2024-01-01'), post('newest', '2026-01-01'), post('also-middle', '2025-05-01')];

describe('postNeighbours', () => {
  it('links the older post as previous and the newer as next', () => {
    expect(postNeighbours(POSTS, 'middle')).toEqual({
      previous: { slug: 'oldest', title: 'Title oldest' },
      next: { slug: 'also-middle', title: 'Title also-middle' },
    });
  });

  it('has no next for the newest and no previous for the oldest', () => {
    expect(postNeighbours(POSTS, 'newest').next).toBeNull();
    expect(postNeighbours(POSTS, 'newest').previous).toEqual({ slug: 'also-middle', title: 'Title also-middle' });
    expect(postNeighbours(POSTS, 'oldest')).toEqual({ previous: null, next: { slug: 'middle', title: 'Title middle' } });
  });

  it('has none for a post not in the list, or alone in it', () => {
    expect(postNeighbours(POSTS, 'a-draft')).toBe(NO_NEIGHBOURS);
    expect(postNeighbours([post('only', '2025-01-01')], 'only')).toEqual(NO_NEIGHBOURS);
  });
});
