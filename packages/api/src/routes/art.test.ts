import { artAdminResponseSchema, artEntryAnswerSchema, artItemsResponseSchema, artResponseSchema } from '@portfolio/contracts/art';
import { describe, expect, it } from 'vitest';
import { resetContentBeforeEach } from '../testing/resetContent';
import { testDatabaseKinds } from '../testing/testDatabases';
import { useTestServer } from '../testing/useTestServer';

const ADMIN = '/api/admin/art';
const emptyCategory = { currentCover: null, items: [] };

describe.each(testDatabaseKinds())('art on $name', (kind) => {
  const { server, api } = useTestServer(kind);
  // Every test starts from an empty site and adds the entries it reads.
  resetContentBeforeEach(server);

  const add = async (fields: Record<string, unknown>) => {
    const answer = await api.post(ADMIN, { action: 'add', ...fields });
    expect(answer.status).toBe(201);
    return artEntryAnswerSchema.parse(answer.body).entry;
  };
  const grouped = async () => artResponseSchema.parse((await api.get('/api/art')).body);

  const dune = { kind: 'books', title: 'Dune', creator: 'Frank Herbert', date: '2025-11-20' };
  const inRainbows = { kind: 'music', title: 'In Rainbows', creator: 'Radiohead', date: '2026-01-18', content: '**Lovely** record.' };
  const code = { kind: 'books', title: 'Code', creator: 'Charles Petzold', date: '2025-09-05' };
  const soul = { kind: 'books', title: 'The Soul of a New Machine', creator: 'Tracy Kidder', date: '2026-02-01' };
  /**
   * A shelf in three of the four categories: books dune; movies blank-review, dune-2 and arrival-2
   * (reviewed, next to the essay `arrival`); music in-rainbows (reviewed); no shows.
   */
  const addShelf = async () => {
    await add(dune);
    await add({ kind: 'movies', title: 'Blank Review', creator: 'C', date: '2025-01-01', content: '  \n ' });
    await add(inRainbows);
    await add({ kind: 'movies', title: 'Dune', creator: 'Denis Villeneuve', date: '2021-10-22' });
    expect((await api.post('/api/admin/writing', { action: 'add', title: 'Arrival', date: '2025-05-05' })).status).toBe(201);
    await add({ kind: 'movies', title: 'Arrival', creator: 'Denis Villeneuve', date: '2026-01-06', content: 'Great.' });
  };

  it('starts with four empty categories', async () => {
    const answer = await api.get('/api/art');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ music: emptyCategory, books: emptyCategory, movies: emptyCategory, shows: emptyCategory });
    expect((await api.get('/api/art?kind=all')).body).toEqual({ items: [] });
  });

  it('adds an entry without a review', async () => {
    const entry = await add({ ...dune, title: ' Dune ' });
    expect(entry).toEqual({ id: 'dune', slug: 'dune', kind: 'books', title: 'Dune', creator: 'Frank Herbert', date: '2025-11-20', hasReview: false });
    expect((await api.get('/api/writing/dune')).status).toBe(404);
    expect((await add({ kind: 'movies', title: 'Blank Review', creator: 'C', date: '2025-01-01', content: '  \n ' })).hasReview).toBe(false);
    expect((await api.get('/api/writing/blank-review')).status).toBe(404);
  });

  it('adds an entry with its review as a writing post of the same slug', async () => {
    const entry = await add(inRainbows);
    expect(entry).toMatchObject({ id: 'in-rainbows', slug: 'in-rainbows', hasReview: true });
    const review = await api.get('/api/writing/in-rainbows');
    expect(review.body).toEqual({ slug: 'in-rainbows', title: 'In Rainbows', date: '2026-01-18', kind: 'review', content: '**Lovely** record.' });
  });

  it('keeps entry slugs unique among entries and writing posts', async () => {
    await add(dune);
    expect((await add({ kind: 'movies', title: 'Dune', creator: 'Denis Villeneuve', date: '2021-10-22' })).slug).toBe('dune-2');
    const post = await api.post('/api/admin/writing', { action: 'add', title: 'Arrival', date: '2025-05-05' });
    expect(post.status).toBe(201);
    expect((await add({ kind: 'movies', title: 'Arrival', creator: 'Denis Villeneuve', date: '2026-01-06', content: 'Great.' })).slug).toBe('arrival-2');
    expect((await api.get('/api/writing/arrival')).body).toMatchObject({ kind: 'essay', content: '' });
    expect((await api.get('/api/writing/arrival-2')).body).toMatchObject({ kind: 'review', content: 'Great.' });
  });

  it('groups by category, newest first, with the item fields the pages read', async () => {
    await addShelf();
    await add(code);
    await add(soul);
    const art = await grouped();
    expect(art.books.items.map((item) => item.slug)).toEqual(['the-soul-of-a-new-machine', 'dune', 'code']);
    expect(art.books.items[1]).toEqual({ id: 'dune', slug: 'dune', title: 'Dune', creator: 'Frank Herbert', date: '2025-11-20', hasReview: false });
    expect(art.movies.items.map((item) => item.slug)).toEqual(['arrival-2', 'blank-review', 'dune-2']);
    expect(art.music.items).toHaveLength(1);
    expect(art.shows).toEqual(emptyCategory);
  });

  it('lists every entry with its kind for ?kind=all, or one category', async () => {
    await addShelf();
    await add(code);
    await add(soul);
    const all = artItemsResponseSchema.parse((await api.get('/api/art?kind=all')).body).items;
    expect(all).toHaveLength(7);
    expect(all[0]).toMatchObject({ slug: 'the-soul-of-a-new-machine', kind: 'books' });
    const dates = all.map((item) => item.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const movies = artItemsResponseSchema.parse((await api.get('/api/art?kind=movies')).body).items;
    expect(movies.map((item) => item.kind)).toEqual(['movies', 'movies', 'movies']);
  });

  it.each(['?kind=games', '?kind=', '?kind=ALL', '?kind=all&kind=music'])('refuses %s with 400', async (query) => {
    const answer = await api.get(`/api/art${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'kind: must be one of music, books, movies, shows, all' });
  });

  it('sets and clears a category cover', async () => {
    const set = await api.post('/api/art', { category: 'music', currentCover: '/demo/cover-music.svg' });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ category: 'music', currentCover: '/demo/cover-music.svg' });
    await api.post('/api/art', { category: 'books', currentCover: 'https://covers.example.com/books.jpg' });
    await api.post('/api/art', { category: 'music', currentCover: 'https://covers.example.com/music.png' });
    let art = await grouped();
    expect([art.music.currentCover, art.books.currentCover, art.movies.currentCover]).toEqual([
      'https://covers.example.com/music.png',
      'https://covers.example.com/books.jpg',
      null,
    ]);
    expect((await api.post('/api/art', { category: 'music', currentCover: null })).body).toEqual({ category: 'music', currentCover: null });
    expect((await api.post('/api/art', { category: 'shows', currentCover: null })).status).toBe(200);
    art = await grouped();
    expect([art.music.currentCover, art.books.currentCover]).toEqual([null, 'https://covers.example.com/books.jpg']);
  });

  it.each([
    [{ category: 'games', currentCover: null }, 'category: must be one of music, books, movies, shows'],
    [{ category: 'music' }, 'currentCover: is required'],
    [{ category: 'music', currentCover: '' }, 'currentCover: must be an http(s) URL or a path starting with /'],
    [{ category: 'music', currentCover: 'javascript:alert(1)' }, 'currentCover: must be an http(s) URL or a path starting with /'],
    [{ category: 'music', currentCover: '//evil.example.com/c.png' }, 'currentCover: must be an http(s) URL or a path starting with /'],
    [{ category: 'music', currentCover: null, extra: true }, 'Unrecognized key: "extra"'],
  ])('refuses the cover %j with 400', async (body, error) => {
    const answer = await api.post('/api/art', body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error });
  });

  it('refuses a cover without a valid token', async () => {
    expect((await api.post('/api/art', { category: 'books', currentCover: 'https://covers.example.com/books.jpg' })).status).toBe(200);
    for (const authorization of [null, 'Bearer not.a.token']) {
      expect((await api.post('/api/art', { category: 'books', currentCover: null }, authorization)).status).toBe(401);
    }
    expect((await grouped()).books.currentCover).toBe('https://covers.example.com/books.jpg');
  });

  it('edits the fields and keeps the slug; content creates the missing review', async () => {
    await add(dune);
    const answer = await api.post(ADMIN, { action: 'edit', id: 'dune', update: { title: 'Dune (1965)', date: '2025-11-21' }, content: 'Sand. Lots of it.' });
    expect(answer.status).toBe(200);
    expect(artEntryAnswerSchema.parse(answer.body).entry).toEqual({
      id: 'dune',
      slug: 'dune',
      kind: 'books',
      title: 'Dune (1965)',
      creator: 'Frank Herbert',
      date: '2025-11-21',
      hasReview: true,
    });
    expect((await api.get('/api/writing/dune')).body).toEqual({ slug: 'dune', title: 'Dune (1965)', date: '2025-11-21', kind: 'review', content: 'Sand. Lots of it.' });
  });

  it('replaces an existing review, and leaves it alone without content', async () => {
    await add(inRainbows);
    await api.post(ADMIN, { action: 'edit', id: 'in-rainbows', update: {}, content: 'Even better on vinyl.' });
    expect((await api.get('/api/writing/in-rainbows')).body).toMatchObject({ content: 'Even better on vinyl.', kind: 'review' });
    const moved = await api.post(ADMIN, { action: 'edit', id: 'in-rainbows', update: { kind: 'shows', creator: 'Radiohead (live)' }, content: '' });
    expect(moved.body).toMatchObject({ entry: { kind: 'shows', creator: 'Radiohead (live)', hasReview: true } });
    expect((await api.get('/api/writing/in-rainbows')).body).toMatchObject({ content: 'Even better on vinyl.' });
    const art = await grouped();
    expect(art.music.items).toEqual([]);
    expect(art.shows.items.map((item) => item.slug)).toEqual(['in-rainbows']);
  });

  it('removes an entry together with its review', async () => {
    for (const fields of [dune, inRainbows, code, soul]) await add(fields);
    const answer = await api.post(ADMIN, { action: 'remove', id: 'in-rainbows' });
    expect(answer.status).toBe(200);
    expect(artAdminResponseSchema.parse(answer.body)).toEqual({ removed: { id: 'in-rainbows', review: true } });
    expect((await api.get('/api/writing/in-rainbows')).status).toBe(404);
    expect((await api.post(ADMIN, { action: 'remove', id: 'code' })).body).toEqual({ removed: { id: 'code', review: false } });
    expect((await grouped()).books.items.map((item) => item.slug)).toEqual(['the-soul-of-a-new-machine', 'dune']);
  });

  it('shows hasReview false once the review post is deleted on its own', async () => {
    expect((await add({ ...dune, content: 'Sand. Lots of it.' })).hasReview).toBe(true);
    expect((await api.post('/api/admin/writing', { action: 'remove', slug: 'dune' })).status).toBe(200);
    expect((await grouped()).books.items.find((item) => item.slug === 'dune')?.hasReview).toBe(false);
  });

  it.each([
    { action: 'edit', id: 'no-such-entry', update: { title: 'x' } },
    { action: 'remove', id: 'no-such-entry' },
    { action: 'remove', id: 'in-rainbows' },
  ])('answers 404 for an unknown id: $action $id', async (body) => {
    // in-rainbows names an entry that was added and removed.
    await add(inRainbows);
    expect((await api.post(ADMIN, { action: 'remove', id: 'in-rainbows' })).status).toBe(200);
    const answer = await api.post(ADMIN, body);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ error: 'Art entry not found' });
  });

  it.each([
    { action: 'add', kind: 'books', title: 'Sneaky', creator: 'X', date: '2026-01-01', content: 'x' },
    { action: 'edit', id: 'dune', update: { title: 'Sneaky' }, content: 'x' },
    { action: 'remove', id: 'dune' },
  ])('refuses $action without a valid token', async (body) => {
    await add(dune);
    await add(soul);
    for (const authorization of [null, 'Bearer not.a.token']) {
      expect((await api.post(ADMIN, body, authorization)).status).toBe(401);
    }
    const books = (await grouped()).books.items;
    expect(books.map((item) => item.title)).toEqual(['The Soul of a New Machine', 'Dune']);
  });

  const entry = { action: 'add', kind: 'books', title: 'T', creator: 'C', date: '2026-01-01' };
  const bad: Array<[string, Record<string, unknown>, string]> = [
    ['no kind', { ...entry, kind: undefined }, 'kind: is required'],
    ['bad kind', { ...entry, kind: 'games' }, 'kind: must be one of music, books, movies, shows'],
    ['no title', { ...entry, title: undefined }, 'title: is required'],
    ['blank creator', { ...entry, creator: '  ' }, 'creator: is required'],
    ['impossible date', { ...entry, date: '2026-04-31' }, 'date: must be a real date in YYYY-MM-DD form'],
    ['numeric content', { ...entry, content: 42 }, 'content: must be text'],
    ['unknown field', { ...entry, rating: 5 }, 'Unrecognized key: "rating"'],
    ['unknown action', { ...entry, action: 'rate' }, 'action: must be one of add, edit, remove'],
    ['bad kind in update', { action: 'edit', id: 'dune', update: { kind: 'podcasts' } }, 'update.kind: must be one of music, books, movies, shows'],
    ['unknown update field', { action: 'edit', id: 'dune', update: { slug: 'x' } }, 'update: Unrecognized key: "slug"'],
    ['traversal id', { action: 'remove', id: '../writing/dune' }, 'id: must be a slug (lowercase letters, digits and dashes)'],
    ['encoded traversal id', { action: 'edit', id: '..%2F..', update: {} }, 'id: must be a slug (lowercase letters, digits and dashes)'],
  ];

  it.each(bad)('refuses %s with 400', async (_name, body, error) => {
    const answer = await api.post(ADMIN, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error });
  });
});
