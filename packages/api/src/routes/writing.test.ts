import { type WritingPost, writingAdminResponseSchema, writingAnswerSchema, writingListResponseSchema, writingPostSchema } from '@portfolio/contracts/writing';
import { describe, expect, it } from 'vitest';
import { rawGet } from '../testing/rawHttp';
import { resetContentBeforeEach } from '../testing/resetContent';
import { testDatabaseKinds } from '../testing/testDatabases';
import { useTestServer } from '../testing/useTestServer';

const ADMIN = '/api/admin/writing';

describe.each(testDatabaseKinds())('writing on $name', (kind) => {
  const { server, api } = useTestServer(kind);
  // Every test starts from an empty site and adds the posts it reads.
  resetContentBeforeEach(server);

  const add = async (fields: Record<string, unknown>) => {
    const answer = await api.post(ADMIN, { action: 'add', ...fields });
    expect(answer.status).toBe(201);
    return writingAnswerSchema.parse(answer.body).post;
  };
  const list = async (query = '') => writingListResponseSchema.parse((await api.get(`/api/writing${query}`)).body);
  const content = '# Hello\n\nÜnïcödé, 漢字 and emoji 🚀 survive the round trip.\n\n```c\nint main(void) { return 0; }\n```\n';
  /** `hello-world`, then `hello-world-2`, … */
  const addHelloWorld = (date = '2026-03-01', fields: Record<string, unknown> = {}) => add({ title: 'Hello World', date, ...fields });

  it('starts empty', async () => {
    const answer = await api.get('/api/writing');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ items: [], total: 0 });
  });

  it('adds a post with a slug from its title and kind essay by default', async () => {
    const post = await add({ title: 'Hello World', date: '2026-03-01', content });
    expect(post).toEqual({ slug: 'hello-world', title: 'Hello World', date: '2026-03-01', kind: 'essay', content, draft: false });
    const read = await api.get('/api/writing/hello-world');
    expect(read.status).toBe(200);
    // The public answer adds the C block's highlighting, computed on the server (`highlights`).
    const { highlights, ...fields } = writingPostSchema.parse(read.body);
    expect({ ...fields, draft: false }).toEqual(post);
    expect(highlights?.[0]?.map(([, text]) => text).join('')).toBe('int main(void) { return 0; }');
  });

  it("answers a post's fields as they are, then the highlighted code of its known languages", async () => {
    const code = '```ts\nconst a = 1;\n```\n\n```\nplain\n```\n\n```klingon\nqapla\n```';
    const coded = await add({ title: 'Coded', date: '2026-03-01', content: code });
    const raw = await rawGet(server().baseUrl, '/api/writing/coded');
    const { highlights, ...fields } = JSON.parse(raw.body) as WritingPost;
    expect(fields).toMatchObject({ slug: coded.slug, content: code });
    // Byte for byte the post as it was, with one more field at the end.
    expect(raw.body).toBe(`${JSON.stringify(fields).slice(0, -1)},"highlights":${JSON.stringify(highlights)}}`);
    expect(highlights).toEqual([[['keyword', 'const'], [null, ' a = '], ['number', '1'], [null, ';']], null, null]);

    await add({ title: 'Plain', date: '2026-03-02', content: '```\nno language\n```\n\nText.' });
    expect(JSON.parse((await rawGet(server().baseUrl, '/api/writing/plain')).body)).not.toHaveProperty('highlights');
    // An edit is read with its new highlighting at once.
    await api.post(ADMIN, { action: 'edit', slug: 'coded', update: { content: '```py\nx = 2\n```' } });
    expect(writingPostSchema.parse((await api.get('/api/writing/coded')).body).highlights).toEqual([[[null, 'x = '], ['number', '2']]]);
  });

  it('gives a second "Hello World" another slug', async () => {
    expect((await addHelloWorld()).slug).toBe('hello-world');
    expect((await add({ title: 'Hello World', date: '2026-03-02', kind: 'note' })).slug).toBe('hello-world-2');
    expect((await add({ title: 'hello, world!', date: '2026-03-03', kind: '' })).slug).toBe('hello-world-3');
    expect((await api.get('/api/writing/hello-world-3')).body).toMatchObject({ kind: 'essay', content: '' });
  });

  it('does not take a slug an art entry holds, since reviews share the namespace', async () => {
    const art = await api.post('/api/admin/art', { action: 'add', kind: 'books', title: 'Dune', creator: 'Frank Herbert', date: '2025-01-01' });
    expect(art.status).toBe(201);
    expect((await add({ title: 'Dune', date: '2025-01-02' })).slug).toBe('dune-2');
  });

  it('lists newest first with a total, paged by limit and offset', async () => {
    await add({ title: 'hello, world!', date: '2026-03-03', kind: '', content });
    for (let day = 10; day < 25; day += 1) await add({ title: `Day ${day}`, date: `2025-06-${day}` });
    const first = await list();
    expect(first.total).toBe(16);
    expect(first.items).toHaveLength(10);
    expect(first.items[0]).toEqual({ slug: 'hello-world', title: 'hello, world!', date: '2026-03-03', kind: 'essay' });
    const all = await list('?limit=100&offset=0');
    expect(all.items).toHaveLength(16);
    const dates = all.items.map((item) => item.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const pages = [...(await list('?limit=5')).items, ...(await list('?limit=5&offset=5')).items, ...(await list('?limit=6&offset=10')).items];
    expect(pages).toEqual(all.items);
    expect(await list('?offset=100')).toEqual({ items: [], total: 16 });
  });

  it.each(['?limit=0', '?limit=101', '?limit=-1', '?limit=ten', '?limit=1.5', '?limit=', '?limit=1e2', '?offset=-1', '?offset=x', '?limit=1&limit=2'])(
    'refuses the page %s with 400',
    async (query) => {
      const answer = await api.get(`/api/writing${query}`);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error: expect.stringMatching(/^(limit|offset): must be a whole number/) });
    },
  );

  it('answers 404 for a post that does not exist', async () => {
    const answer = await api.get('/api/writing/no-such-post');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ error: 'Post not found' });
  });

  it.each(['..%2F..%2Fetc%2Fpasswd', '%2e%2e', '..', 'Hello-World', 'hello%20world', 'hello_world', `${'a'.repeat(81)}`, '%E0%A4%A', '%00', 'hello-world.md'])(
    'answers a malformed slug %s with 404, never 500',
    async (slug) => {
      const answer = await rawGet(server().baseUrl, `/api/writing/${slug}`);
      expect(answer.status).toBe(404);
      expect(JSON.parse(answer.body)).toEqual({ error: expect.any(String) });
    },
  );

  it.each(['/api/writing/../../../etc/passwd', '/api/writing/..%2F..%2F..%2Fpackage.json', '/api/writing/%2e%2e/%2e%2e/package.json'])(
    'never serves a file for %s',
    async (path) => {
      const answer = await rawGet(server().baseUrl, path);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.body).not.toMatch(/root:|"workspaces"/);
    },
  );

  it('edits a post and keeps its slug when the title changes', async () => {
    await addHelloWorld('2026-03-01', { content });
    const answer = await api.post(ADMIN, { action: 'edit', slug: 'hello-world', update: { title: 'Goodbye World', kind: 'note' } });
    expect(answer.status).toBe(200);
    const { post } = writingAnswerSchema.parse(answer.body);
    expect(post).toMatchObject({ slug: 'hello-world', title: 'Goodbye World', kind: 'note', date: '2026-03-01' });
    expect(post.content).toContain('🚀');
    const { draft: _draft, ...published } = post;
    expect((await api.get('/api/writing/hello-world')).body).toMatchObject(published);
    const dated = await api.post(ADMIN, { action: 'edit', slug: 'hello-world', update: { date: '2026-03-04' } });
    expect(dated.body).toEqual({ post: { ...post, date: '2026-03-04' } });
    const cleared = await api.post(ADMIN, { action: 'edit', slug: 'hello-world', update: { content: '', kind: ' ' } });
    expect(cleared.body).toMatchObject({ post: { content: '', kind: 'essay' } });
  });

  it('removes a post', async () => {
    await addHelloWorld('2026-03-01');
    await addHelloWorld('2026-03-02');
    const answer = await api.post(ADMIN, { action: 'remove', slug: 'hello-world-2' });
    expect(answer.status).toBe(200);
    expect(writingAdminResponseSchema.parse(answer.body)).toEqual({ removed: { slug: 'hello-world-2' } });
    expect((await api.get('/api/writing/hello-world-2')).status).toBe(404);
    expect((await list()).total).toBe(1);
  });

  it.each([
    { action: 'edit', slug: 'no-such-post', update: { title: 'x' } },
    { action: 'remove', slug: 'no-such-post' },
    { action: 'remove', slug: 'hello-world-2' },
  ])('answers 404 for an unknown slug: $action $slug', async (body) => {
    // hello-world-2 names a post that was added and removed.
    await addHelloWorld('2026-03-01');
    await addHelloWorld('2026-03-02');
    expect((await api.post(ADMIN, { action: 'remove', slug: 'hello-world-2' })).status).toBe(200);
    const answer = await api.post(ADMIN, body);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ error: 'Post not found' });
  });

  it.each([
    { action: 'add', title: 'Sneaky', date: '2026-01-01' },
    { action: 'edit', slug: 'hello-world', update: { title: 'Sneaky' } },
    { action: 'remove', slug: 'hello-world' },
  ])('refuses $action without a valid token', async (body) => {
    await addHelloWorld();
    for (const authorization of [null, 'Bearer not.a.token']) {
      const answer = await api.post(ADMIN, body, authorization);
      expect(answer.status).toBe(401);
    }
    expect((await api.get('/api/writing/hello-world')).body).toMatchObject({ title: 'Hello World' });
    expect((await list('?limit=100')).items.map((item) => item.title)).not.toContain('Sneaky');
  });

  const bad: Array<[string, Record<string, unknown>, string]> = [
    ['no title', { action: 'add', date: '2026-01-01' }, 'title: is required'],
    ['blank title', { action: 'add', title: ' ', date: '2026-01-01' }, 'title: is required'],
    ['no date', { action: 'add', title: 'T' }, 'date: is required'],
    ['impossible date', { action: 'add', title: 'T', date: '2026-02-29' }, 'date: must be a real date in YYYY-MM-DD form'],
    ['numeric content', { action: 'add', title: 'T', date: '2026-01-01', content: 5 }, 'content: must be text'],
    ['huge content', { action: 'add', title: 'T', date: '2026-01-01', content: 'x'.repeat(200_001) }, 'content: must be at most 200000 characters'],
    ['long kind', { action: 'add', title: 'T', date: '2026-01-01', kind: 'k'.repeat(41) }, 'kind: must be at most 40 characters'],
    ['numeric kind', { action: 'add', title: 'T', date: '2026-01-01', kind: 3 }, 'kind: must be text'],
    ['unknown field', { action: 'add', title: 'T', date: '2026-01-01', slug: 'chosen' }, 'Unrecognized key: "slug"'],
    ['unknown action', { action: 'publish', slug: 'hello-world' }, 'action: must be one of add, edit, remove'],
    ['unknown update field', { action: 'edit', slug: 'hello-world', update: { slug: 'x' } }, 'update: Unrecognized key: "slug"'],
    ['edit without update', { action: 'edit', slug: 'hello-world' }, 'update: is required'],
    ['traversal slug', { action: 'remove', slug: '../../etc/passwd' }, 'slug: must be a slug (lowercase letters, digits and dashes)'],
    ['slug with spaces', { action: 'edit', slug: 'hello world', update: {} }, 'slug: must be a slug (lowercase letters, digits and dashes)'],
  ];

  it.each(bad)('refuses %s with 400', async (_name, body, error) => {
    const answer = await api.post(ADMIN, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error });
  });
});
