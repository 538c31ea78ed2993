import { describe, expect, it } from 'vitest';
import { findPost, foundPostsLine, postFileName, postPath, sortNewestFirst } from './writingPosts';

describe('foundPostsLine', () => {
  it('adds the plural s when the count is not 1', () => {
    expect(foundPostsLine(0)).toBe('Found 0 posts');
    expect(foundPostsLine(1)).toBe('Found 1 post');
    expect(foundPostsLine(2)).toBe('Found 2 posts');
    expect(foundPostsLine(100)).toBe('Found 100 posts');
  });
});

describe('sortNewestFirst', () => {
  it('puts the newest date first, equal dates by slug, without touching the input', () => {
    const posts = [
      { slug: 'b', date: '2025-01-01' },
      { slug: 'c', date: '2026-03-01' },
      { slug: 'a', date: '2025-01-01' },
      { slug: 'd', date: '2025-12-31' },
    ];
    expect(sortNewestFirst(posts).map((post) => post.slug)).toEqual(['c', 'd', 'a', 'b']);
    expect(posts[0]!.slug).toBe('b');
  });
});

describe('post files', () => {
  const posts = [{ slug: 'why-i-keep-a-lab-notebook' }, { slug: 'rust-notes' }];

  it('names a post {slug}.txt and links it at /writing/{slug}', () => {
    expect(postFileName('rust-notes')).toBe('rust-notes.txt');
    expect(postPath('rust-notes')).toBe('/writing/rust-notes');
  });

  it('finds a post by slug, with or without .txt, in any case', () => {
    expect(findPost(posts, 'rust-notes.txt')).toBe(posts[1]);
    expect(findPost(posts, 'rust-notes')).toBe(posts[1]);
    expect(findPost(posts, 'Rust-Notes.TXT')).toBe(posts[1]);
    expect(findPost(posts, 'rust')).toBeUndefined();
    expect(findPost(posts, 'rust-notes.md')).toBeUndefined();
  });
});
