import { describe, expect, it } from 'vitest';
import { artFileName, artPath, findArtItem, parseCategory, stripTxt, titleWithDashes } from './artFiles';

const items = [
  { slug: 'in-rainbows', title: 'In Rainbows' },
  { slug: 'the-soul-of-a-new-machine', title: 'The Soul of a New Machine' },
  { slug: '', title: 'Kind  of Blue' },
  { slug: 'odd-slug', title: 'Dune' },
];

describe('art file naming', () => {
  it('names a file after its slug, or its title with dashes when there is no slug', () => {
    expect(artFileName(items[0]!)).toBe('in-rainbows.txt');
    expect(artFileName(items[2]!)).toBe('Kind-of-Blue.txt');
    expect(titleWithDashes('  A  B c ')).toBe('A-B-c');
  });

  it('strips a trailing .txt in any case', () => {
    expect(stripTxt('dune.txt')).toBe('dune');
    expect(stripTxt('dune.TXT')).toBe('dune');
    expect(stripTxt('dune.txt.bak')).toBe('dune.txt.bak');
    expect(stripTxt('dune')).toBe('dune');
  });
});

describe('findArtItem', () => {
  it('matches the slug, with or without .txt', () => {
    expect(findArtItem(items, 'in-rainbows.txt')).toBe(items[0]);
    expect(findArtItem(items, 'in-rainbows')).toBe(items[0]);
  });

  it('matches the title with spaces turned to dashes', () => {
    expect(findArtItem(items, 'The-Soul-of-a-New-Machine.txt')).toBe(items[1]);
    expect(findArtItem(items, 'Kind-of-Blue.txt')).toBe(items[2]);
  });

  it('matches the lowercased title', () => {
    expect(findArtItem(items, 'dune')).toBe(items[3]);
    expect(findArtItem(items, 'DUNE.txt')).toBe(items[3]);
    expect(findArtItem(items, 'the-soul-of-a-new-machine')).toBe(items[1]);
  });

  it('finds nothing for an unknown name', () => {
    expect(findArtItem(items, 'nothing.txt')).toBeUndefined();
    expect(findArtItem(items, '.txt')).toBeUndefined();
    expect(findArtItem([], 'dune')).toBeUndefined();
  });
});

describe('categories', () => {
  it('accepts the four categories in any case, with a trailing slash', () => {
    expect(parseCategory('music')).toBe('music');
    expect(parseCategory('Books/')).toBe('books');
    expect(parseCategory('movies')).toBe('movies');
    expect(parseCategory('shows')).toBe('shows');
    expect(parseCategory('games')).toBeNull();
    expect(parseCategory('..')).toBeNull();
  });

  it('gives the prompt path', () => {
    expect(artPath(null)).toBe('~/art');
    expect(artPath('music')).toBe('~/art/music');
  });
});
