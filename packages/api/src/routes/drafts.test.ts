import { artItemsResponseSchema } from '@portfolio/contracts/art';
import { projectAnswerSchema, projectsAdminResponseSchema, projectsResponseSchema } from '@portfolio/contracts/projects';
import { writingAdminListResponseSchema, writingAdminPostSchema, writingAnswerSchema, writingListResponseSchema } from '@portfolio/contracts/writing';
import { describe, expect, it } from 'vitest';
import { resetContentBeforeEach } from '../testing/resetContent';
import { siteFixture } from '../testing/siteFixture';
import { testDatabaseKinds } from '../testing/testDatabases';
import { useTestServer } from '../testing/useTestServer';

const PUBLIC_URL = 'https://riley.example';
const DRAFT_TITLE = 'Unfinished Thoughts';
const DRAFT_SLUG = 'unfinished-thoughts';
const PROJECT_TITLE = 'Secret Robot';
const PROJECT_ID = 'secret-robot';

/** Every surface a visitor (or a crawler, a feed reader, an unfurler) reads, as text. */
const VISITOR_TEXTS = ['/api/writing?limit=100', '/api/projects', '/api/art', '/sitemap.xml', '/rss.xml', '/atom.xml', '/feed.json', '/writing', '/projects'];

/**
 * Drafts (issue 19): a draft post or project is on no visitor surface — the public APIs, the pages
 * the server writes and their share images, the sitemap, the feeds, the art reviews — and is in the
 * owner's answers (bearer token), marked. Publishing it is one edit, shown on the very next read.
 */
describe.each(testDatabaseKinds())('drafts on $name', (kind) => {
  const { server, api, token } = useTestServer(kind, { siteDir: siteFixture(), publicUrl: PUBLIC_URL });
  resetContentBeforeEach(server);

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server().baseUrl}${path}`, { headers, redirect: 'manual' });
  const asOwner = () => ({ Authorization: `Bearer ${token()}` });
  const ownerJson = async (path: string) => {
    const answer = await get(path, asOwner());
    expect(answer.status, path).toBe(200);
    expect(answer.headers.get('cache-control'), path).toBe('private, no-store');
    return (await answer.json()) as unknown;
  };
  /** What every visitor surface says, concatenated; each must answer 200. */
  const visitorText = async () => {
    const texts = await Promise.all(
      VISITOR_TEXTS.map(async (path) => {
        const answer = await get(path);
        expect(answer.status, path).toBe(200);
        return answer.text();
      }),
    );
    return texts.join('\n');
  };
  const addPost = async (fields: Record<string, unknown>) => {
    const answer = await api.post('/api/admin/writing', { action: 'add', date: '2026-03-01', content: 'Body text.', ...fields });
    expect(answer.status).toBe(201);
    return writingAnswerSchema.parse(answer.body).post;
  };
  const addProject = async (fields: Record<string, unknown>) => {
    const answer = await api.post('/api/admin/projects', { action: 'add', description: 'A project.', date: '2026-02-01', ...fields });
    expect(answer.status).toBe(201);
    return projectAnswerSchema.parse(answer.body).project;
  };

  it('adds posts and projects published unless told, and answers draft in every admin answer', async () => {
    expect(await addPost({ title: 'Published Post' })).toMatchObject({ slug: 'published-post', draft: false });
    expect(await addPost({ title: DRAFT_TITLE, draft: true })).toMatchObject({ slug: DRAFT_SLUG, draft: true });
    expect(await addProject({ title: 'Public Robot' })).toMatchObject({ id: 'public-robot', draft: false });
    expect(await addProject({ title: PROJECT_TITLE, draft: true })).toMatchObject({ id: PROJECT_ID, draft: true });

    // An edit that leaves draft out keeps it.
    const edited = await api.post('/api/admin/writing', { action: 'edit', slug: DRAFT_SLUG, update: { content: 'More text.' } });
    expect(writingAnswerSchema.parse(edited.body).post).toMatchObject({ draft: true, content: 'More text.' });
    const editedProject = await api.post('/api/admin/projects', { action: 'edit', id: PROJECT_ID, update: { status: 'planned' } });
    expect(projectAnswerSchema.parse(editedProject.body).project).toMatchObject({ draft: true, status: 'planned' });

    const refused = await api.post('/api/admin/writing', { action: 'edit', slug: DRAFT_SLUG, update: { draft: 'no' } });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: 'update.draft: must be true or false' });
  });

  it('keeps a draft off every visitor surface, keeping the visitors’ answers as they were', async () => {
    await addPost({ title: 'Published Post' });
    await addPost({ title: DRAFT_TITLE, draft: true });
    await addProject({ title: 'Public Robot' });
    await addProject({ title: PROJECT_TITLE, draft: true });

    const text = await visitorText();
    expect(text).toContain('Published Post');
    expect(text).toContain('Public Robot');
    for (const hidden of [DRAFT_TITLE, DRAFT_SLUG, PROJECT_TITLE, PROJECT_ID]) expect(text).not.toContain(hidden);

    // The visitors' answers carry no `draft`, and count published posts only.
    const list = (await api.get('/api/writing')).body;
    expect(list).toEqual({ items: [{ slug: 'published-post', title: 'Published Post', date: '2026-03-01', kind: 'essay' }], total: 1 });
    expect((await api.get('/api/writing/published-post')).body).toEqual({ slug: 'published-post', title: 'Published Post', date: '2026-03-01', kind: 'essay', content: 'Body text.' });
    const projects = projectsResponseSchema.parse((await api.get('/api/projects')).body).projects;
    expect(projects.map((project) => project.id)).toEqual(['public-robot']);
    expect(Object.keys((await api.get('/api/projects')).body as { projects: object[] }).length).toBe(1);
    expect(((await api.get('/api/projects')).body as { projects: object[] }).projects[0]).not.toHaveProperty('draft');

    // A draft's own addresses are those of something missing.
    expect(await api.get(`/api/writing/${DRAFT_SLUG}`)).toMatchObject({ status: 404, body: { error: 'Post not found' } });
    for (const path of [`/writing/${DRAFT_SLUG}`, `/projects/${PROJECT_ID}`]) {
      const page = await get(path);
      expect(page.status, path).toBe(404);
      const html = await page.text();
      expect(html, path).not.toContain(DRAFT_TITLE);
      expect(html, path).not.toContain(PROJECT_TITLE);
    }
    expect((await get(`/og/writing/${DRAFT_SLUG}/abc.png`)).status).toBe(404);
    expect((await get(`/og/projects/${PROJECT_ID}/abc.png`)).status).toBe(404);
  });

  it('shows drafts, marked, to the owner’s token only; a bad token reads as a visitor', async () => {
    await addPost({ title: 'Published Post' });
    await addPost({ title: DRAFT_TITLE, draft: true });
    await addProject({ title: PROJECT_TITLE, draft: true });
    // The visitors' answers are in the read cache first: the owner's read must not be answered from it.
    for (let read = 0; read < 2; read += 1) {
      await get('/api/writing?limit=100');
      await get('/api/projects');
    }

    const owned = writingAdminListResponseSchema.parse(await ownerJson('/api/writing?limit=100'));
    expect(owned.total).toBe(2);
    expect(owned.items.map(({ slug, draft }) => [slug, draft])).toEqual([
      ['published-post', false],
      [DRAFT_SLUG, true],
    ]);
    expect(writingAdminPostSchema.parse(await ownerJson(`/api/writing/${DRAFT_SLUG}`))).toMatchObject({ title: DRAFT_TITLE, draft: true });
    expect(await ownerJson('/api/writing/published-post')).toMatchObject({ draft: false });
    const ownedProjects = projectsAdminResponseSchema.parse(await ownerJson('/api/projects?status=in-progress')).projects;
    expect(ownedProjects.map(({ id, draft }) => [id, draft])).toEqual([[PROJECT_ID, true]]);

    // The owner's answers were not stored for visitors either.
    expect(writingListResponseSchema.parse((await api.get('/api/writing?limit=100')).body).total).toBe(1);
    expect((await api.get(`/api/writing/${DRAFT_SLUG}`)).status).toBe(404);

    for (const authorization of ['Bearer not.a.token', `Bearer ${token()}x`, 'Basic abc']) {
      const list = await get('/api/writing?limit=100', { Authorization: authorization });
      expect(list.status, authorization).toBe(200);
      expect(await list.json(), authorization).toEqual({ items: [{ slug: 'published-post', title: 'Published Post', date: '2026-03-01', kind: 'essay' }], total: 1 });
      expect((await get(`/api/writing/${DRAFT_SLUG}`, { Authorization: authorization })).status, authorization).toBe(404);
      expect(await (await get('/api/projects', { Authorization: authorization })).json(), authorization).toEqual({ projects: [] });
    }
  });

  it('does not show a draft post as an art entry’s review', async () => {
    const entry = await api.post('/api/admin/art', { action: 'add', kind: 'books', title: 'Dune', creator: 'Frank Herbert', date: '2025-01-01', content: 'A review.' });
    expect(entry.status).toBe(201);
    const hasReview = async () => artItemsResponseSchema.parse((await api.get('/api/art?kind=all')).body).items[0]?.hasReview;
    expect(await hasReview()).toBe(true);

    expect((await api.post('/api/admin/writing', { action: 'edit', slug: 'dune', update: { draft: true } })).status).toBe(200);
    expect(await hasReview()).toBe(false);
    expect(JSON.stringify((await api.get('/api/art')).body)).toContain('"hasReview":false');
    expect((await api.get('/api/writing/dune')).status).toBe(404);
    // Saving the entry's review again keeps the post (a draft still), rather than adding a second one.
    expect((await api.post('/api/admin/art', { action: 'edit', id: 'dune', update: {}, content: 'A better review.' })).status).toBe(200);
    expect(await ownerJson('/api/writing/dune')).toMatchObject({ content: 'A better review.', draft: true, kind: 'review' });

    expect((await api.post('/api/admin/writing', { action: 'edit', slug: 'dune', update: { draft: false } })).status).toBe(200);
    expect(await hasReview()).toBe(true);
  });

  it('publishes in one edit, shown on the very next read of every surface', async () => {
    await addPost({ title: DRAFT_TITLE, draft: true });
    await addProject({ title: PROJECT_TITLE, draft: true });
    // Every surface read twice: the read cache holds the answers without the drafts.
    await visitorText();
    expect(await visitorText()).not.toContain(DRAFT_TITLE);
    expect((await get(`/writing/${DRAFT_SLUG}`)).status).toBe(404);
    expect((await api.get(`/api/writing/${DRAFT_SLUG}`)).status).toBe(404);

    const published = await api.post('/api/admin/writing', { action: 'edit', slug: DRAFT_SLUG, update: { draft: false } });
    expect(writingAnswerSchema.parse(published.body).post).toMatchObject({ draft: false });
    expect((await api.post('/api/admin/projects', { action: 'edit', id: PROJECT_ID, update: { draft: false } })).status).toBe(200);

    const text = await visitorText();
    for (const shown of [DRAFT_TITLE, `${PUBLIC_URL}/writing/${DRAFT_SLUG}`, PROJECT_TITLE, `${PUBLIC_URL}/projects/${PROJECT_ID}`]) expect(text).toContain(shown);
    expect((await api.get(`/api/writing/${DRAFT_SLUG}`)).body).toEqual({ slug: DRAFT_SLUG, title: DRAFT_TITLE, date: '2026-03-01', kind: 'essay', content: 'Body text.' });
    const page = await get(`/writing/${DRAFT_SLUG}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(DRAFT_TITLE);
    expect((await get(`/projects/${PROJECT_ID}`)).status).toBe(200);
  });
});
