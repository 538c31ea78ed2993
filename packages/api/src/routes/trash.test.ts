import { historyListResponseSchema, trashListResponseSchema, trashRestoreResponseSchema } from '@portfolio/contracts/history';
import { describe, expect, it } from 'vitest';
import { listTrash, purgeExpiredTrash, restoreFromTrash } from '../history/trash';
import { resetContentBeforeEach } from '../testing/resetContent';
import { testDatabaseKinds } from '../testing/testDatabases';
import { useTestServer } from '../testing/useTestServer';

const DAY_MS = 86_400_000;
const HASH = 'abcdefghijklmnopqrstuv';

describe.each(testDatabaseKinds())('trash on $name', (kind) => {
  const { server, api, token } = useTestServer(kind);
  resetContentBeforeEach(server);

  const owner = () => ({ Authorization: `Bearer ${token()}` });
  const ownerGet = async (path: string) => {
    const response = await fetch(`${server().baseUrl}${path}`, { headers: owner() });
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const trash = async () => {
    const answer = await ownerGet('/api/admin/trash');
    expect(answer.status).toBe(200);
    return trashListResponseSchema.parse(answer.body).items;
  };
  const restore = (id: unknown) => api.post(`/api/admin/trash/${String(id)}/restore`, undefined);
  const restored = async (id: unknown) => {
    const answer = await restore(id);
    expect(answer.status).toBe(200);
    return trashRestoreResponseSchema.parse(answer.body);
  };
  const writing = (body: Record<string, unknown>) => api.post('/api/admin/writing', body);
  const addPost = async (title: string, content = 'Text') => expect((await writing({ action: 'add', title, date: '2026-03-01', content })).status).toBe(201);
  const dune = { kind: 'books', title: 'Dune', creator: 'Frank Herbert', date: '2025-11-20' };

  it('moves a deleted post to the trash, answering as before, and restores it with its slug and history', async () => {
    await addPost('Hello World', 'First');
    expect((await writing({ action: 'edit', slug: 'hello-world', update: { content: 'Second' } })).status).toBe(200);
    // Cached by the public read, which the restore must empty.
    expect((await api.get('/api/writing')).body).toMatchObject({ total: 1 });
    const removed = await writing({ action: 'remove', slug: 'hello-world' });
    expect(removed).toMatchObject({ status: 200, body: { removed: { slug: 'hello-world' } } });
    expect((await api.get('/api/writing/hello-world')).status).toBe(404);
    expect((await api.get('/api/writing')).body).toMatchObject({ total: 0 });

    const [item] = await trash();
    expect(item).toMatchObject({ kind: 'post', key: 'hello-world', title: 'Hello World' });
    expect(Date.parse(item?.expiresAt ?? '') - Date.parse(item?.deletedAt ?? '')).toBe(30 * DAY_MS);
    // A new post of the same title meanwhile does not inherit the history.
    const body = await restored(item?.id);
    expect(body).toEqual({ restored: { kind: 'post', key: 'hello-world', previousKey: null, title: 'Hello World' }, message: 'Restored post hello-world' });
    expect((await api.get('/api/writing/hello-world')).body).toMatchObject({ content: 'Second' });
    expect((await api.get('/api/writing')).body).toMatchObject({ total: 1 });
    expect(await trash()).toEqual([]);
    const history = historyListResponseSchema.parse((await ownerGet('/api/admin/history/post/hello-world')).body);
    expect(history.versions.map((version) => version.summary)).toEqual(['Hello World · 5 characters']);
    expect(await restore(item?.id)).toMatchObject({ status: 404, body: { error: 'Trash entry not found' } });
  });

  it('restores under a fresh slug when another post took it meanwhile, and says so', async () => {
    await addPost('My Post', 'Old one');
    expect((await writing({ action: 'edit', slug: 'my-post', update: { content: 'Old one, edited' } })).status).toBe(200);
    expect((await writing({ action: 'remove', slug: 'my-post' })).status).toBe(200);
    await addPost('My Post', 'New one');
    expect(historyListResponseSchema.parse((await ownerGet('/api/admin/history/post/my-post')).body).versions).toEqual([]);
    const [item] = await trash();
    const body = await restored(item?.id);
    expect(body).toEqual({
      restored: { kind: 'post', key: 'my-post-2', previousKey: 'my-post', title: 'My Post' },
      message: 'Restored post as my-post-2 (my-post was taken)',
    });
    expect((await api.get('/api/writing/my-post')).body).toMatchObject({ content: 'New one' });
    expect((await api.get('/api/writing/my-post-2')).body).toMatchObject({ content: 'Old one, edited' });
    expect(historyListResponseSchema.parse((await ownerGet('/api/admin/history/post/my-post-2')).body).versions).toHaveLength(1);
  });

  it('trashes an art entry with its review post as one item and restores them together', async () => {
    expect((await api.post('/api/admin/art', { action: 'add', ...dune, content: 'A review' })).status).toBe(201);
    const removed = await api.post('/api/admin/art', { action: 'remove', id: 'dune' });
    expect(removed).toMatchObject({ status: 200, body: { removed: { id: 'dune', review: true } } });
    expect((await api.get('/api/writing/dune')).status).toBe(404);
    const items = await trash();
    expect(items).toEqual([expect.objectContaining({ kind: 'art', key: 'dune', title: 'Dune' })]);
    expect((await restored(items[0]?.id)).message).toBe('Restored art entry dune with its review');
    expect((await api.get('/api/art?kind=all')).body).toMatchObject({ items: [{ slug: 'dune', creator: 'Frank Herbert', hasReview: true }] });
    expect((await api.get('/api/writing/dune')).body).toMatchObject({ kind: 'review', content: 'A review' });
  });

  it('gives a restored art entry and its review a fresh slug when a post took it', async () => {
    expect((await api.post('/api/admin/art', { action: 'add', ...dune, content: 'A review' })).status).toBe(201);
    expect((await api.post('/api/admin/art', { action: 'remove', id: 'dune' })).status).toBe(200);
    await addPost('Dune', 'An essay');
    const [item] = await trash();
    expect(await restored(item?.id)).toMatchObject({ restored: { key: 'dune-2', previousKey: 'dune' }, message: 'Restored art entry as dune-2 with its review (dune was taken)' });
    expect((await api.get('/api/writing/dune-2')).body).toMatchObject({ content: 'A review' });
    expect((await api.get('/api/art?kind=all')).body).toMatchObject({ items: [{ slug: 'dune-2', hasReview: true }] });
  });

  it('gives a review post deleted alone back to its entry', async () => {
    expect((await api.post('/api/admin/art', { action: 'add', ...dune, content: 'A review' })).status).toBe(201);
    expect((await writing({ action: 'remove', slug: 'dune' })).status).toBe(200);
    expect((await api.get('/api/art?kind=all')).body).toMatchObject({ items: [{ slug: 'dune', hasReview: false }] });
    const [item] = await trash();
    expect((await restored(item?.id)).restored).toMatchObject({ kind: 'post', key: 'dune', previousKey: null });
    expect((await api.get('/api/art?kind=all')).body).toMatchObject({ items: [{ slug: 'dune', hasReview: true }] });
  });

  it('keeps a trashed project\'s images from the media library\'s delete until it is restored or deleted forever', async () => {
    await server().db.knex('media').insert({ hash: HASH, width: 100, height: 100, family: 'jpeg', alt: '', bytes: 1, created_at: '2026-01-01 00:00:00' });
    const image = `/media/${HASH}_100x100_100.jpg`;
    const project = { title: 'Robot Arm', description: 'Six axes', tech: [], type: 'hardware', date: '2026-01-01', status: 'planned', github: null, demo: null, images: [image] };
    expect((await api.post('/api/admin/projects', { action: 'add', ...project })).status).toBe(201);
    expect(await api.post('/api/admin/projects', { action: 'remove', id: 'robot-arm' })).toMatchObject({ status: 200, body: { removed: { id: 'robot-arm' } } });
    const deleteImage = () => fetch(`${server().baseUrl}/api/admin/media/${HASH}`, { method: 'DELETE', headers: owner() });
    const refused = await deleteImage();
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: 'Image still in use by trashed project robot-arm' });
    const [item] = await trash();
    expect((await restored(item?.id)).message).toBe('Restored project robot-arm');
    expect((await api.get('/api/projects')).body).toMatchObject({ projects: [{ id: 'robot-arm', images: [image] }] });
    expect(await purgeExpiredTrash(server().db.knex)).toBe(0);

    // Edited (one revision), deleted again, then deleted forever with its history: the image is free.
    expect((await api.post('/api/admin/projects', { action: 'edit', id: 'robot-arm', update: { status: 'completed' } })).status).toBe(200);
    expect((await api.post('/api/admin/projects', { action: 'remove', id: 'robot-arm' })).status).toBe(200);
    expect(await server().db.knex('revisions').count({ count: '*' }).first()).toMatchObject({ count: 1 });
    const [again] = await trash();
    const forget = () => fetch(`${server().baseUrl}/api/admin/trash/${again?.id ?? 0}`, { method: 'DELETE', headers: owner() });
    expect((await forget()).status).toBe(204);
    expect(await trash()).toEqual([]);
    expect(await server().db.knex('revisions').count({ count: '*' }).first()).toMatchObject({ count: 0 });
    expect((await forget()).status).toBe(404);
    expect((await deleteImage()).status).toBe(204);
  });

  it('purges entries 30 days after the delete, with their history (clock injected)', async () => {
    const { knex } = server().db;
    await addPost('Hello World', 'First');
    expect((await writing({ action: 'edit', slug: 'hello-world', update: { content: 'Second' } })).status).toBe(200);
    expect((await writing({ action: 'remove', slug: 'hello-world' })).status).toBe(200);
    const [item] = await listTrash(knex);
    expect(await listTrash(knex, new Date(Date.now() + 29 * DAY_MS))).toHaveLength(1);
    expect(await listTrash(knex, new Date(Date.now() + 31 * DAY_MS))).toEqual([]);
    expect(await knex('revisions').count({ count: '*' }).first()).toMatchObject({ count: 0 });
    expect(await restoreFromTrash(knex, item?.id ?? 0)).toBeUndefined();
    expect(await restore(item?.id)).toMatchObject({ status: 404 });
  });

  it('hides an entry older than 30 days from the list and refuses to restore it', async () => {
    await addPost('Hello World');
    expect((await writing({ action: 'remove', slug: 'hello-world' })).status).toBe(200);
    const [item] = await trash();
    await server().db.knex('trash').update({ deleted_at: '2020-01-01 00:00:00' });
    expect(await trash()).toEqual([]);
    expect(await restore(item?.id)).toMatchObject({ status: 404, body: { error: 'Trash entry not found' } });
  });

  it('refuses a bad id with 400, an unknown one with 404, and anyone without the token with 401', async () => {
    expect(await restore('abc')).toMatchObject({ status: 400, body: { error: 'id: must be a whole number' } });
    expect(await restore(123456)).toMatchObject({ status: 404, body: { error: 'Trash entry not found' } });
    expect((await fetch(`${server().baseUrl}/api/admin/trash`)).status).toBe(401);
    expect((await api.post('/api/admin/trash/1/restore', undefined, null)).status).toBe(401);
  });
});
