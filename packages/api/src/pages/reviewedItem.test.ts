import { describe, expect, it } from 'vitest';
import { reviewedItem } from './reviewedItem';

describe('reviewedItem', () => {
  it('types each kind as schema.org does, its creator under the property that kind names it by', () => {
    expect(reviewedItem({ kind: 'books', title: 'Code', creator: 'Charles Petzold' })).toEqual({ '@type': 'Book', name: 'Code', author: { '@type': 'Person', name: 'Charles Petzold' } });
    expect(reviewedItem({ kind: 'music', title: 'Blue', creator: 'Joni Mitchell' })).toEqual({ '@type': 'MusicAlbum', name: 'Blue', byArtist: { '@type': 'MusicGroup', name: 'Joni Mitchell' } });
    expect(reviewedItem({ kind: 'movies', title: 'Arrival', creator: 'Denis Villeneuve' })).toEqual({ '@type': 'Movie', name: 'Arrival', director: { '@type': 'Person', name: 'Denis Villeneuve' } });
    expect(reviewedItem({ kind: 'shows', title: 'Severance', creator: 'Dan Erickson' })).toEqual({ '@type': 'TVSeries', name: 'Severance', creator: { '@type': 'Person', name: 'Dan Erickson' } });
  });

  it('names no creator the data does not have', () => {
    expect(reviewedItem({ kind: 'books', title: 'Anonymous', creator: '  ' })).toEqual({ '@type': 'Book', name: 'Anonymous' });
  });
});
