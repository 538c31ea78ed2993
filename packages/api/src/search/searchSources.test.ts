import type { ArtResponse } from '@portfolio/contracts/art';
import { emptySiteConfig } from '@portfolio/contracts/config';
import type { Project } from '@portfolio/contracts/projects';
import { queryWords } from '@portfolio/contracts/searchEngine/foldText';
import { searchDocuments } from '@portfolio/contracts/searchEngine/searchIndex';
import { describe, expect, it } from 'vitest';
import { searchDocumentsOf, type SearchSources } from './searchSources';

const project: Project = {
  id: 'pocket-oscilloscope',
  title: 'Pocket Oscilloscope',
  description: 'A two-channel, 1 MS/s oscilloscope that fits in a mint tin.',
  tech: ['STM32', 'KiCad'],
  type: 'hardware',
  date: '2025-11-14',
  status: 'completed',
  github: null,
  demo: null,
  images: [],
  imageAlts: [],
};

const emptyCategory = { currentCover: null, items: [] };
const art: ArtResponse = {
  music: { currentCover: null, items: [{ id: 'in-rainbows', slug: 'in-rainbows', title: 'In Rainbows', creator: 'Radiohead', date: '2025-01-01', hasReview: true }] },
  books: emptyCategory,
  movies: emptyCategory,
  shows: emptyCategory,
};

const sources: SearchSources = {
  projects: [project],
  posts: [
    { slug: 'pcb-lessons', title: 'PCB lessons', date: '2026-01-01', kind: 'essay', content: '# Four layers\n\nMoving to **four layers** fixed the [ground](https://example.com/gnd) noise.' },
    { slug: 'in-rainbows', title: 'In Rainbows', date: '2025-01-01', kind: 'review', content: 'A *warm*, unhurried record.' },
  ],
  art,
  config: {
    ...emptySiteConfig(),
    profileText: 'I build hardware\nand software.',
    skillsJson: '{"languages": ["TypeScript", "C"], "tools": {"pcb": "KiCad"}}',
    emailLink: 'mailto:riley@example.com',
    quickviewTitle: 'Riley Chen',
    currentFocus: ['Signal processing'],
  },
};

const search = (query: string) => searchDocuments(searchDocumentsOf(sources), queryWords(query), 50).results;

describe('searchDocumentsOf', () => {
  it('opens each kind of item at its route and names it where the terminal lists it', () => {
    expect(search('oscilloscope')[0]).toMatchObject({ kind: 'project', key: 'pocket-oscilloscope', path: '/projects/pocket-oscilloscope', location: 'projects/pocket-oscilloscope' });
    expect(search('layers')[0]).toMatchObject({ kind: 'post', key: 'pcb-lessons', path: '/writing/pcb-lessons', location: 'writing/pcb-lessons.txt' });
    expect(search('radiohead')[0]).toMatchObject({ kind: 'art', key: 'in-rainbows', title: 'In Rainbows', path: '/art', location: 'art/music/in-rainbows.txt' });
    expect(search('software')[0]).toMatchObject({ kind: 'about', key: 'about.txt', title: 'About Me', path: '/about', location: 'about/about.txt' });
    expect(search('signal')[0]).toMatchObject({ kind: 'about', key: 'quickview', path: '/about/quickview', location: 'about/quickview' });
  });

  it('searches a post as its reader reads it: no Markdown signs, no link targets', () => {
    expect(search('layers')[0]?.snippet).toBe('Four layers Moving to four layers fixed the ground noise.');
    expect(search('gnd')).toEqual([]);
    expect(search('**')).toEqual([]);
  });

  it('searches a review with its art entry, once', () => {
    expect(search('unhurried')).toEqual([expect.objectContaining({ kind: 'art', key: 'in-rainbows', snippet: 'A warm, unhurried record.' })]);
  });

  it('searches tags, skills and contact links', () => {
    expect(search('kicad').map((result) => result.key)).toEqual(['pocket-oscilloscope', 'skills.json']);
    expect(search('riley@example.com')[0]).toMatchObject({ key: 'contact.txt', snippet: 'Email: riley@example.com' });
    expect(search('typescript')[0]?.snippet).toBe('languages: TypeScript, C; tools: pcb: KiCad');
  });
});
