import { SEARCH_QUERY_MAX, SEARCH_RESULTS_MAX, type SearchResponse, searchResponseSchema } from '@portfolio/contracts/search';
import { describe, expect, it } from 'vitest';
import { resetContentBeforeEach } from '../testing/resetContent';
import { testDatabaseKinds } from '../testing/testDatabases';
import { useTestServer } from '../testing/useTestServer';

const SCOPE_DESCRIPTION =
  'A two-channel, 1 MS/s oscilloscope that fits in a mint tin. An STM32G4 samples through a small analog front end with switchable gain.';

/**
 * `GET /api/search` (issue 21's `grep`): every word, case and accents aside, over the visitors'
 * content — never a draft — at most 50 results, title matches first, and a write seen at once.
 */
describe.each(testDatabaseKinds())('search on $name', (kind) => {
  const { server, api, token } = useTestServer(kind);
  resetContentBeforeEach(server);

  const search = async (query: string, headers: Record<string, string> = {}): Promise<SearchResponse> => {
    const answer = await fetch(`${server().baseUrl}/api/search?q=${encodeURIComponent(query)}`, { headers });
    expect(answer.status, query).toBe(200);
    return searchResponseSchema.parse(await answer.json());
  };
  const keys = async (query: string) => (await search(query)).results.map((result) => `${result.kind}:${result.key}`);
  const add = async (path: string, body: Record<string, unknown>) => {
    const answer = await api.post(path, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  };
  const addProject = (fields: Record<string, unknown>) => add('/api/admin/projects', { action: 'add', date: '2026-01-01', description: 'A project.', ...fields });
  const addPost = (fields: Record<string, unknown>) => add('/api/admin/writing', { action: 'add', date: '2026-01-01', ...fields });

  it('finds a project by its description, with where it opens and the match highlighted in a snippet', async () => {
    await addProject({ title: 'Pocket Oscilloscope', description: SCOPE_DESCRIPTION, tech: ['STM32', 'KiCad'], type: 'hardware' });
    await addProject({ title: 'Greenhouse', description: 'Soil moisture over MQTT.' });
    const answer = await search('oscilloscope');
    expect(answer.total).toBe(1);
    const [result] = answer.results;
    expect(result).toMatchObject({
      kind: 'project',
      key: 'pocket-oscilloscope',
      title: 'Pocket Oscilloscope',
      path: '/projects/pocket-oscilloscope',
      location: 'projects/pocket-oscilloscope',
    });
    expect(result?.snippet).toMatch(/^A two-channel, 1 MS\/s oscilloscope that fits in a mint tin\..*…$/);
    expect(result?.matches.map(({ start, end }) => result.snippet.slice(start, end))).toEqual(['oscilloscope']);
  });

  it('searches posts, art entries with their reviews and the about texts, case and accents aside, every word', async () => {
    await addPost({ title: 'Café notes', content: '# Été\n\nA **crème brûlée** recipe.' });
    await add('/api/admin/art', { action: 'add', kind: 'music', title: 'In Rainbows', creator: 'Radiohead', date: '2025-01-01', content: 'A warm, unhurried record.' });
    const config = (await api.get('/api/config')).body as Record<string, unknown>;
    expect((await api.post('/api/admin/config', { ...config, profileText: 'I build hardware and software.' })).status).toBe(200);

    expect(await keys('CAFE')).toEqual(['post:cafe-notes']);
    expect(await keys('creme brulee')).toEqual(['post:cafe-notes']);
    expect(await keys('crème nothing')).toEqual([]);
    expect(await keys('unhurried')).toEqual(['art:in-rainbows']);
    expect((await search('radiohead')).results[0]).toMatchObject({ path: '/art', location: 'art/music/in-rainbows.txt' });
    expect((await search('hardware')).results[0]).toMatchObject({ kind: 'about', key: 'about.txt', path: '/about', location: 'about/about.txt' });
    // The post's Markdown signs are not its text.
    expect(await keys('**')).toEqual([]);
  });

  it('ranks a title match before a body match', async () => {
    await addProject({ title: 'Logic analyzer', description: 'Eight channels.', date: '2024-01-01' });
    await addProject({ title: 'Bench notes', description: 'Built with a logic analyzer.', date: '2026-06-01' });
    expect(await keys('logic')).toEqual(['project:logic-analyzer', 'project:bench-notes']);
  });

  it('never returns a draft, not even to the owner', async () => {
    await addPost({ title: 'Secret robot diary', draft: true });
    await addProject({ title: 'Secret robot', draft: true });
    await addPost({ title: 'Public robot' });
    await add('/api/admin/art', { action: 'add', kind: 'books', title: 'Dune', creator: 'Frank Herbert', date: '2025-01-01', content: 'Sandworms and secret plans.' });
    // The review becomes a draft: the entry stays, its text is no longer searched.
    expect((await api.post('/api/admin/writing', { action: 'edit', slug: 'dune', update: { draft: true } })).status).toBe(200);

    expect(await keys('robot')).toEqual(['post:public-robot']);
    expect(await keys('secret')).toEqual([]);
    const asOwner = await search('secret', { Authorization: `Bearer ${token()}` });
    expect(asOwner.results).toEqual([]);
  });

  it('answers at most 50 results and counts them all', async () => {
    const rows = Array.from({ length: SEARCH_RESULTS_MAX + 5 }, (_, index) => ({
      slug: `post-${String(index).padStart(2, '0')}`,
      title: `Post ${index}`,
      date: '2026-01-01',
      kind: 'essay',
      content: 'The same needle in every post.',
    }));
    await server().db.knex('writing_posts').insert(rows);
    server().forgetCachedReads();
    const answer = await search('needle');
    expect(answer.total).toBe(SEARCH_RESULTS_MAX + 5);
    expect(answer.results).toHaveLength(SEARCH_RESULTS_MAX);
    // Newest first, ties by slug: the list's own order.
    expect(answer.results[0]?.key).toBe('post-00');
  });

  it('shows a write in the very next search, though the answer before it was kept', async () => {
    await addProject({ title: 'Robot arm' });
    expect(await keys('gripper')).toEqual([]);
    expect(await keys('gripper')).toEqual([]);
    expect((await api.post('/api/admin/projects', { action: 'edit', id: 'robot-arm', update: { description: 'A three-finger gripper.' } })).status).toBe(200);
    expect(await keys('gripper')).toEqual(['project:robot-arm']);
    expect((await api.post('/api/admin/projects', { action: 'remove', id: 'robot-arm' })).status).toBe(200);
    expect(await keys('gripper')).toEqual([]);
  });

  it('refuses a missing, empty, repeated or too long query with a 400 that says why', async () => {
    const refused = async (query: string) => {
      const answer = await api.get(`/api/search${query}`);
      expect(answer.status, query).toBe(400);
      return answer.body;
    };
    expect(await refused('')).toEqual({ error: 'q: is required' });
    expect(await refused('?q=')).toEqual({ error: 'q: must not be empty: give the words to search for' });
    expect(await refused('?q=%20%20')).toEqual({ error: 'q: must not be empty: give the words to search for' });
    expect(await refused('?q=a&q=b')).toEqual({ error: 'q: must be given once, as text' });
    expect(await refused(`?q=${'x'.repeat(SEARCH_QUERY_MAX + 1)}`)).toEqual({ error: `q: must be at most ${SEARCH_QUERY_MAX} characters` });
    expect(await refused('?q=a%0Ab')).toEqual({ error: 'q: must not contain control characters' });
    expect(await refused('?q=%CC%81')).toEqual({ error: 'q: must hold a letter, digit or sign to search for' });
    // Exactly the longest query is fine.
    expect((await api.get(`/api/search?q=${'x'.repeat(SEARCH_QUERY_MAX)}`)).status).toBe(200);
  });
});
