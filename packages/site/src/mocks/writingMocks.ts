import type { WritingListItem, WritingPost } from '@portfolio/contracts/writing';
import { http, HttpResponse } from 'msw';
import { hanging } from './failures';
import { MEDIA_DIAGRAM, MEDIA_PHOTO, mediaHandler } from './mediaMocks';

/** Fixtures and MSW handlers for the writing list and post stories and tests (no server needed). */

export const markdownPostFixture: WritingPost = {
  slug: 'notes-on-learning-rust',
  title: 'Notes on Learning Rust as a C Programmer',
  date: '2025-12-08',
  kind: 'essay',
  content: `# Notes on Learning Rust as a C Programmer

I wrote C for three years before touching Rust. A few things **surprised** me.

## What helped

- The borrow checker is a code reviewer.
- Enums with data replace half my structs.
- Integer overflow *panics* in debug builds.

1. Read the book.
2. Port a small tool.

\`\`\`rust
enum Instr {
    Add { rd: u8, rs1: u8, rs2: u8 },
}
\`\`\`

Use \`cargo check\` often. See [the Rust book](https://doc.rust-lang.org/book/), [my projects](/projects),
[mail me](mailto:riley@example.com) and [a trap](javascript:alert(1)).

> Measure first.

<b>raw html stays text</b>
`,
};

const otherPosts: WritingPost[] = [
  {
    slug: 'debugging-a-brown-out',
    title: 'Debugging a Brown-Out at 2 A.M.',
    date: '2026-02-15',
    kind: 'essay',
    content: '# Debugging a Brown-Out at 2 A.M.\n\nThe greenhouse controller kept rebooting.',
  },
  {
    slug: 'why-i-keep-a-lab-notebook',
    title: 'Why I Keep a Lab Notebook',
    date: '2025-10-19',
    kind: 'note',
    content: 'Every project gets a plain paper notebook.',
  },
];

export const postFixtures: WritingPost[] = [otherPosts[0]!, markdownPostFixture, otherPosts[1]!];

/** The list as the API answers it (deliberately not in date order: the screen sorts). */
export const writingListFixture: WritingListItem[] = [postFixtures[2]!, postFixtures[0]!, postFixtures[1]!].map(
  ({ slug, title, date, kind }) => ({ slug, title, date, kind }),
);

/** `GET /api/writing` answering these items (whatever the limit and offset asked). */
export function writingListHandler(items: readonly WritingListItem[]) {
  return http.get('/api/writing', () => HttpResponse.json({ items, total: items.length }));
}

/** `GET /api/writing/{slug}` answering these posts, 404 for any other slug. */
export function postHandler(posts: readonly WritingPost[]) {
  return http.get('/api/writing/:slug', ({ params }) => {
    const post = posts.find((candidate) => candidate.slug === params.slug);
    return post ? HttpResponse.json(post) : HttpResponse.json({ error: 'Post not found' }, { status: 404 });
  });
}

export const writingHandlers = [writingListHandler(writingListFixture), postHandler(postFixtures)];

/** The owner's token in the draft stories (any token passes here: the mock checks only that one is sent). */
export const DRAFT_STORY_TOKEN = 'story.owner.token';

/** A draft post: `GET /api/writing/{slug}` answers it only with a bearer token, marked `draft`; a 404 without. */
export const draftPostFixture: WritingPost = {
  slug: 'field-notes-in-progress',
  title: 'Field Notes (in progress)',
  date: '2026-03-01',
  kind: 'note',
  content: 'Half a post: the owner sees it as visitors will, once it is published.',
};

export const draftPostHandlers = [
  http.get('/api/writing/:slug', ({ request, params }) =>
    params.slug === draftPostFixture.slug && request.headers.get('Authorization') === `Bearer ${DRAFT_STORY_TOKEN}`
      ? HttpResponse.json({ ...draftPostFixture, draft: true }, { headers: { 'Cache-Control': 'private, no-store' } })
      : HttpResponse.json({ error: 'Post not found' }, { status: 404 }),
  ),
];

/** A post showing the owner's uploads (`<picture>`s) beside an image elsewhere (a plain `<img>`); not in the list. */
export const mediaPostFixture: WritingPost = {
  slug: 'building-the-bench-supply',
  title: 'Building the Bench Supply',
  date: '2026-03-14',
  kind: 'essay',
  content: `# Building the Bench Supply

The finished supply, after three weekends:

![The supply on the bench, reading 12.00 V](${MEDIA_PHOTO} "On the bench")

The pre-regulator tracks the output, so the pass transistor never drops more than three volts:

![Block diagram of the tracking pre-regulator](${MEDIA_DIAGRAM})

[The full-size photo](${MEDIA_PHOTO}) is worth a look for the wiring.
`,
};

/** The writing calls with \`mediaPostFixture\` too, and \`GET /media/…\` answered with placeholders. */
export const writingMediaHandlers = [writingListHandler(writingListFixture), postHandler([...postFixtures, mediaPostFixture]), mediaHandler];

export const writingEmptyHandlers = [writingListHandler([])];

/** Every writing call hangs: the loading states. */
export const writingLoadingHandlers = [hanging('/api/writing'), hanging('/api/writing/:slug')];

/**
 * A post with GitHub's extensions (a table, a task list, strikethrough) and a code block the server
 * highlighted (`highlights`, as `GET /api/writing/{slug}` answers it); not in the list.
 */
export const gfmPostFixture: WritingPost = {
  slug: 'pin-budget',
  title: 'Pin Budget',
  date: '2026-03-20',
  kind: 'note',
  content: `# Pin Budget

| Pin | Use | Current |
|:----|:---:|--------:|
| D3 | status LED | 8 mA |
| A0 | ~~thermistor~~ moisture | 1 mA |

- [x] measure the LED
- [ ] order the sensor

\`\`\`ts
const budget: number = 40; // mA per pin
\`\`\`
`,
  highlights: [
    [
      ['keyword', 'const'],
      [null, ' budget: '],
      ['built_in', 'number'],
      [null, ' = '],
      ['number', '40'],
      [null, '; '],
      ['comment', '// mA per pin'],
    ],
  ],
};

/** The writing calls with `gfmPostFixture` too. */
export const writingGfmHandlers = [writingListHandler(writingListFixture), postHandler([...postFixtures, gfmPostFixture])];
