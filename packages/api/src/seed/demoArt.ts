import type { ArtInput, ArtKind } from '@portfolio/contracts/art';

export interface DemoArtEntry extends ArtInput {
  /** Markdown review, stored as the linked writing post. */
  readonly review?: string;
}

/** Covers for some categories; movies has none, so the site's "No cover set" text shows too. */
export const demoCovers: Partial<Record<ArtKind, string>> = {
  music: '/demo/cover-music.svg',
  books: '/demo/cover-books.svg',
  shows: '/demo/cover-shows.svg',
};

export const demoArt: DemoArtEntry[] = [
  {
    kind: 'music',
    title: 'In Rainbows',
    creator: 'Radiohead',
    date: '2026-01-18',
    review: `I put this on as background music for a soldering session and ended up sitting on the floor listening to the whole thing twice.

**What stayed with me:** the drums on "15 Step" are in 5/4 and it never feels awkward; "Reckoner" sounds like it is being played in a cathedral made of glass.

It is the album I reach for when a board does not work and I need to calm down before I look at it again.`,
  },
  { kind: 'music', title: 'Blue', creator: 'Joni Mitchell', date: '2025-12-02' },
  {
    kind: 'music',
    title: 'Currents',
    creator: 'Tame Impala',
    date: '2025-10-11',
    review: `A record made almost entirely by one person in a home studio, which is exactly why I like it: every synth line sounds like somebody tweaking a knob at 3 a.m. to see what happens.

"Let It Happen" is seven minutes long and I have never once skipped it.`,
  },
  {
    kind: 'books',
    title: 'The Soul of a New Machine',
    creator: 'Tracy Kidder',
    date: '2026-02-01',
    review: `A year inside Data General's team racing to build a 32-bit minicomputer in 1979. I expected a history lesson and got the most honest description of engineering work I have read.

- The "mushroom" management style is painfully familiar from group projects.
- The debugging chapters, where they chase a timing fault for weeks, read like a thriller.
- Nobody in the book is a genius; they are just stubborn, which is encouraging.

Required reading before anyone's first internship.`,
  },
  { kind: 'books', title: 'Dune', creator: 'Frank Herbert', date: '2025-11-20' },
  {
    kind: 'books',
    title: 'Code',
    creator: 'Charles Petzold',
    date: '2025-09-05',
    review: `Starts with flashlights and Morse code and, two hundred pages later, you have built a CPU out of relays in your head. I wish I had read it before Digital Logic instead of after.

The second edition's chapters on the 8080 are the clearest explanation of an instruction set I know.`,
  },
  {
    kind: 'movies',
    title: 'Arrival',
    creator: 'Denis Villeneuve',
    date: '2026-01-06',
    review: `A film about linguistics that manages to be tense. The way Louise works through the heptapod language, one small experiment at a time, is basically the scientific method with better lighting.

The score by Jóhann Jóhannsson does half the storytelling.`,
  },
  { kind: 'movies', title: 'Hidden Figures', creator: 'Theodore Melfi', date: '2025-08-14' },
  {
    kind: 'shows',
    title: 'Halt and Catch Fire',
    creator: 'Christopher Cantwell and Christopher C. Rogers',
    date: '2026-02-10',
    review: `Four seasons that follow the personal computer, online gaming and the early web through people who keep being slightly too early.

Season one is about reverse-engineering a BIOS; by season four it is about friendship. Both work. Cameron is the most believable programmer I have seen on screen.`,
  },
  { kind: 'shows', title: 'Severance', creator: 'Dan Erickson', date: '2025-12-20' },
];
