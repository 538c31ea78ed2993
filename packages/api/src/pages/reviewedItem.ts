import type { ArtEntry, ArtKind } from '@portfolio/contracts/art';

/** The schema.org type of what each art kind reviews, and the property naming its creator. */
const REVIEWED: Record<ArtKind, { readonly type: string; readonly by: string; readonly byType: string }> = {
  books: { type: 'Book', by: 'author', byType: 'Person' },
  music: { type: 'MusicAlbum', by: 'byArtist', byType: 'MusicGroup' },
  movies: { type: 'Movie', by: 'director', byType: 'Person' },
  // A series' creator is its showrunner, not a director: schema.org's `creator`.
  shows: { type: 'TVSeries', by: 'creator', byType: 'Person' },
};

/**
 * A review's `itemReviewed`: a Book (by its author), a MusicAlbum (by its artist), a Movie (by its
 * director) or a TVSeries (by its creator), the entry's creator named only when it has one.
 */
export function reviewedItem(entry: Pick<ArtEntry, 'kind' | 'title' | 'creator'>): Record<string, unknown> {
  const { type, by, byType } = REVIEWED[entry.kind];
  const creator = entry.creator.trim();
  return { '@type': type, name: entry.title, ...(creator !== '' && { [by]: { '@type': byType, name: creator } }) };
}
