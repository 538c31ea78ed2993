import type { ArtResponse } from '@portfolio/contracts/art';
import type { WritingPost } from '@portfolio/contracts/writing';
import { http, HttpResponse } from 'msw';
import { hanging } from './failures';
import { placeholderImage } from './placeholderImage';
import { postHandler } from './writingMocks';

/** Fixtures and MSW handlers for the art screen's stories and tests (no server needed). */

const coverSvg = (label: string, colour: string) => placeholderImage(label, colour, { width: 300, height: 300, fontSize: 28 });

export const artFixture: ArtResponse = {
  music: {
    currentCover: coverSvg('In Rainbows', '#3a2d5c'),
    items: [
      { id: 'in-rainbows', slug: 'in-rainbows', title: 'In Rainbows', creator: 'Radiohead', date: '2026-01-18', hasReview: true },
      { id: 'blue', slug: 'blue', title: 'Blue', creator: 'Joni Mitchell', date: '2025-12-02', hasReview: false },
      { id: 'currents', slug: 'currents', title: 'Currents', creator: 'Tame Impala', date: '2025-10-11', hasReview: true },
    ],
  },
  books: {
    currentCover: null,
    items: [
      {
        id: 'the-soul-of-a-new-machine',
        slug: 'the-soul-of-a-new-machine',
        title: 'The Soul of a New Machine',
        creator: 'Tracy Kidder',
        date: '2026-02-01',
        hasReview: true,
      },
      { id: 'dune', slug: 'dune', title: 'Dune', creator: 'Frank Herbert', date: '2025-11-20', hasReview: false },
    ],
  },
  movies: {
    currentCover: coverSvg('Arrival', '#24403a'),
    items: [{ id: 'arrival', slug: 'arrival', title: 'Arrival', creator: 'Denis Villeneuve', date: '2026-01-06', hasReview: true }],
  },
  shows: { currentCover: null, items: [] },
};

export const reviewFixtures: Record<string, WritingPost> = {
  'in-rainbows': {
    slug: 'in-rainbows',
    title: 'In Rainbows',
    date: '2026-01-18',
    kind: 'review',
    content: 'I put this on as background music for a soldering session.\n\nIt is the album I reach for when a board does not work.',
  },
  'the-soul-of-a-new-machine': {
    slug: 'the-soul-of-a-new-machine',
    title: 'The Soul of a New Machine',
    date: '2026-02-01',
    kind: 'review',
    content: 'The most honest description of engineering work I have read.',
  },
};

/** `GET /api/art` with the fixture, and the reviews under `GET /api/writing/{slug}` (404 otherwise). */
export const artHandlers = [
  http.get('/api/art', () => HttpResponse.json(artFixture)),
  postHandler(Object.values(reviewFixtures)),
];

/** The art call never answers: the loading state. */
export const artLoadingHandlers = [hanging('/api/art')];
