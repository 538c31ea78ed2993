import { historyListResponseSchema, historyRestoreResponseSchema } from '@portfolio/contracts/history';
import { describe, expect, it } from 'vitest';
import { resetContentBeforeEach } from '../testing/resetContent';
import { testDatabaseKinds } from '../testing/testDatabases';
import { useTestServer } from '../testing/useTestServer';

const CONFIG = {
  profileText: 'First profile',
  skillsJson: '{}',
  resumeText: 'Resume',
  resumeDownloadLink: '',
  emailLink: 'mailto:riley@example.com',
  linkedinUrl: 'https://linkedin.example/riley',
  githubUrl: 'https://github.example/riley',
  quickviewTitle: 'Riley',
  quickviewSubtitle: 'Engineer',
  quickviewTagline: 'Builds things',
  currentFocus: ['robots'],
  recentExperiences: ['lab'],
};

describe.each(testDatabaseKinds())('revision history on $name', (kind) => {
  const { server, api, token } = useTestServer(kind);
  resetContentBeforeEach(server);

  const ownerGet = async (path: string, authorization: string | null = `Bearer ${token()}`) => {
    const response = await fetch(`${server().baseUrl}${path}`, { headers: authorization ? { Authorization: authorization } : {} });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const versions = async (path: string) => {
    const answer = await ownerGet(`/api/admin/history/${path}`);
    expect(answer.status).toBe(200);
    return historyListResponseSchema.parse(answer.body).versions;
  };
  const restore = (path: string, revisionId: unknown) => api.post(`/api/admin/history/${path}/restore`, { revisionId });
  const addPost = async (title = 'Hello World', content = 'First draft') => {
    const answer = await api.post('/api/admin/writing', { action: 'add', title, date: '2026-03-01', content });
    expect(answer.status).toBe(201);
  };
  const editPost = async (update: Record<string, unknown>, slug = 'hello-world') => {
    const answer = await api.post('/api/admin/writing', { action: 'edit', slug, update });
    expect(answer.status).toBe(200);
  };

  it('keeps the previous version of a post on each save, newest first, and none for a save that changed nothing', async () => {
    await addPost();
    expect(await versions('post/hello-world')).toEqual([]);
    await editPost({ content: 'Second draft, longer' });
    await editPost({ content: 'Third' });
    await editPost({ content: 'Third' });
    const kept = await versions('post/hello-world');
    expect(kept.map((version) => version.summary)).toEqual(['Hello World · 20 characters', 'Hello World · 11 characters']);
    expect(kept[0]?.id).toBeGreaterThan(kept[1]?.id ?? Infinity);
    for (const version of kept) expect(Date.now() - Date.parse(version.savedAt)).toBeLessThan(60_000);
  });

  it('keeps at most 25 versions per item, dropping the oldest', async () => {
    await addPost('Hello World', 'v0');
    for (let n = 1; n <= 26; n += 1) await editPost({ content: `v${n}` });
    const kept = await versions('post/hello-world');
    expect(kept).toHaveLength(25);
    // v25 was replaced last, v1 is the oldest kept: v0 was dropped.
    expect(kept[0]?.summary).toBe('Hello World · 3 characters');
    expect(kept.at(-1)?.summary).toBe('Hello World · 2 characters');
    const restored = await restore('post/hello-world', kept.at(-1)?.id);
    expect(restored.status).toBe(200);
    expect((await api.get('/api/writing/hello-world')).body).toMatchObject({ content: 'v1' });
    expect(await versions('post/hello-world')).toHaveLength(25);
  });

  it('restores a version as a save: visitors see it at once, and the version it replaced heads the history', async () => {
    await addPost('Hello World', 'Original');
    await editPost({ content: 'Edited once', title: 'Hello Again' });
    await editPost({ content: 'Edited twice' });
    // The public answer is now in the read cache; the restore must empty it.
    expect((await api.get('/api/writing/hello-world')).body).toMatchObject({ content: 'Edited twice' });
    const [, original] = await versions('post/hello-world');
    const answer = await restore('post/hello-world', original?.id);
    expect(answer.status).toBe(200);
    const body = historyRestoreResponseSchema.parse(answer.body);
    expect(body.restored).toEqual({ kind: 'post', key: 'hello-world', revisionId: original?.id });
    expect(body.message).toMatch(/^Restored post hello-world to its version from before \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/);
    expect((await api.get('/api/writing/hello-world')).body).toMatchObject({ title: 'Hello World', content: 'Original' });
    expect((await api.get('/api/writing')).body).toMatchObject({ items: [{ slug: 'hello-world', title: 'Hello World' }] });
    const after = await versions('post/hello-world');
    expect(after.map((version) => version.summary)).toEqual(['Hello Again · 12 characters', 'Hello Again · 11 characters', 'Hello World · 8 characters']);
  });

  it('keeps and restores a project with its images', async () => {
    const added = await api.post('/api/admin/projects', {
      action: 'add',
      title: 'Robot Arm',
      description: 'Six axes',
      tech: ['C'],
      type: 'hardware',
      date: '2026-01-01',
      status: 'planned',
      github: null,
      demo: null,
      images: ['/uploads/a.png', '/uploads/b.png'],
      imageAlts: ['A', 'B'],
    });
    expect(added.status).toBe(201);
    const edited = await api.post('/api/admin/projects', { action: 'edit', id: 'robot-arm', update: { status: 'completed', images: ['/uploads/c.png'] } });
    expect(edited.status).toBe(200);
    const [previous] = await versions('project/robot-arm');
    expect(previous?.summary).toBe('Robot Arm · planned · 2 images');
    expect((await restore('project/robot-arm', previous?.id)).status).toBe(200);
    const { projects } = (await api.get('/api/projects')).body as { projects: unknown[] };
    expect(projects).toEqual([expect.objectContaining({ id: 'robot-arm', status: 'planned', images: ['/uploads/a.png', '/uploads/b.png'], imageAlts: ['A', 'B'] })]);
  });

  it('keeps an art entry with its review, and restores both', async () => {
    const dune = { kind: 'books', title: 'Dune', creator: 'Frank Herbert', date: '2025-11-20' };
    expect((await api.post('/api/admin/art', { action: 'add', ...dune, content: 'First review' })).status).toBe(201);
    const edited = await api.post('/api/admin/art', { action: 'edit', id: 'dune', update: { creator: 'F. Herbert' }, content: 'Second review' });
    expect(edited.status).toBe(200);
    const [previous] = await versions('art/dune');
    expect(previous?.summary).toBe('Dune by Frank Herbert · review of 12 characters');
    expect((await restore('art/dune', previous?.id)).status).toBe(200);
    expect((await api.get('/api/art?kind=all')).body).toMatchObject({ items: [{ slug: 'dune', creator: 'Frank Herbert', hasReview: true }] });
    expect((await api.get('/api/writing/dune')).body).toMatchObject({ content: 'First review', kind: 'review' });
    expect((await versions('art/dune'))[0]?.summary).toBe('Dune by F. Herbert · review of 13 characters');
  });

  it('keeps and restores the site config under the key "site"', async () => {
    expect((await api.post('/api/admin/config', CONFIG)).status).toBe(200);
    expect(await versions('config/site')).toEqual([]);
    expect((await api.post('/api/admin/config', { ...CONFIG, profileText: 'Second profile', ownerName: 'Riley' })).status).toBe(200);
    const [previous] = await versions('config/site');
    expect(previous?.summary).toBe('Site config · no owner name · profile of 13 characters');
    expect((await restore('config/site', previous?.id)).status).toBe(200);
    expect((await api.get('/api/config')).body).toMatchObject({ profileText: 'First profile', ownerName: '' });
    expect((await versions('config/site'))[0]?.summary).toBe('Site config · Riley · profile of 14 characters');
  });

  it('answers 404 for a version of another item, an unknown version or an item that is not there', async () => {
    await addPost();
    await addPost('Other', 'x');
    await editPost({ content: 'changed' }, 'other');
    const [otherVersion] = await versions('post/other');
    expect(await restore('post/hello-world', otherVersion?.id)).toMatchObject({ status: 404, body: { error: 'Version not found' } });
    expect(await restore('post/hello-world', 999_999)).toMatchObject({ status: 404, body: { error: 'Version not found' } });
    expect(await restore('project/no-such', 1)).toMatchObject({ status: 404, body: { error: 'Project not found' } });
    expect(await restore('config/site', 1)).toMatchObject({ status: 404, body: { error: 'The site config has not been saved yet' } });
    expect(await versions('post/no-such-post')).toEqual([]);
  });

  it('refuses a bad kind, key or body with 400, and anyone without the token with 401', async () => {
    expect(await ownerGet('/api/admin/history/page/hello')).toMatchObject({ status: 400, body: { error: 'kind: must be one of post, project, art, config' } });
    expect((await ownerGet('/api/admin/history/post/Hello_World')).status).toBe(400);
    expect(await restore('post/hello-world', 'one')).toMatchObject({ status: 400, body: { error: 'revisionId: must be a whole number' } });
    expect(await api.post('/api/admin/history/post/hello-world/restore', { revisionId: 1, extra: true })).toMatchObject({ status: 400 });
    expect((await ownerGet('/api/admin/history/post/hello-world', null)).status).toBe(401);
    expect((await api.post('/api/admin/history/post/hello-world/restore', { revisionId: 1 }, null)).status).toBe(401);
  });
});
