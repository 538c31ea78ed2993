import { artAddSchema, artResponseSchema } from '@portfolio/contracts/art';
import { projectAddSchema, projectsResponseSchema } from '@portfolio/contracts/projects';
import { writingAddSchema, writingListResponseSchema } from '@portfolio/contracts/writing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jsonClient } from '../testing/jsonClient';
import { type TestDatabase, testDatabaseKinds } from '../testing/testDatabases';
import { startTestServer, type TestServer } from '../testing/testServer';
import { demoArt } from './demoArt';
import { demoSiteConfig } from './demoConfig';
import { demoProjects } from './demoProjects';
import { demoWriting } from './demoWriting';

describe('demo content', () => {
  it('passes the same validation as the admin calls', () => {
    for (const project of demoProjects) expect(projectAddSchema.safeParse({ action: 'add', ...project }).error).toBeUndefined();
    for (const post of demoWriting) expect(writingAddSchema.safeParse({ action: 'add', ...post }).error).toBeUndefined();
    for (const { review, ...entry } of demoArt) {
      expect(artAddSchema.safeParse({ action: 'add', ...entry, content: review }).error).toBeUndefined();
    }
  });
});

describe.each(testDatabaseKinds())('demo seed on $name', (kind) => {
  let database: TestDatabase;
  let server: TestServer | undefined;

  const restart = async (seedDemo: boolean) => {
    await server?.close();
    server = await startTestServer(database, { seedDemo });
    return jsonClient(server);
  };

  // Each test starts from a database of its own, empty: the seed runs only on an empty one.
  beforeEach(async () => {
    database = await kind.create();
  });

  afterEach(async () => {
    await server?.close();
    server = undefined;
    await database?.dispose();
  });

  it('is skipped with seedDemo false', async () => {
    const api = await restart(false);
    expect((await api.get('/api/projects')).body).toEqual({ projects: [] });
    expect((await api.get('/api/writing')).body).toEqual({ items: [], total: 0 });
  });

  it('fills an empty database with a believable owner', async () => {
    const api = await restart(true);
    const { projects } = projectsResponseSchema.parse((await api.get('/api/projects')).body);
    expect(projects.length).toBeGreaterThanOrEqual(4);
    expect(new Set(projects.map((project) => project.type))).toEqual(new Set(['software', 'hardware']));
    expect(new Set(projects.map((project) => project.status))).toEqual(new Set(['completed', 'in-progress', 'planned']));
    for (const project of projects) {
      expect(project.images.length).toBeGreaterThan(0);
      expect(project.tech.length).toBeGreaterThan(0);
    }

    const art = artResponseSchema.parse((await api.get('/api/art')).body);
    const categories = [art.music, art.books, art.movies, art.shows];
    for (const category of categories) expect(category.items.length).toBeGreaterThan(0);
    expect(categories.filter((category) => category.currentCover !== null).length).toBeGreaterThan(0);
    const reviewed = categories.flatMap((category) => category.items).filter((item) => item.hasReview);
    expect(reviewed.length).toBeGreaterThan(0);
    for (const item of reviewed) {
      expect((await api.get(`/api/writing/${item.slug}`)).body).toMatchObject({ kind: 'review', title: item.title });
    }

    const writing = writingListResponseSchema.parse((await api.get('/api/writing?limit=100')).body);
    expect(writing.items.filter((item) => item.kind !== 'review').length).toBeGreaterThanOrEqual(5);
    const config = (await api.get('/api/config')).body;
    expect(config).toEqual(demoSiteConfig);
    expect(config).toMatchObject({ ownerName: 'Riley Chen', spotifyUrl: 'https://open.spotify.com/user/riley-chen-example' });
    const resume = await fetch(`${server?.baseUrl}${demoSiteConfig.resumeDownloadLink}`);
    expect(resume.status).toBe(200);
    expect(resume.headers.get('content-type')).toBe('application/pdf');
  });

  it('links only images the server ships', async () => {
    const api = await restart(true);
    const { projects } = projectsResponseSchema.parse((await api.get('/api/projects')).body);
    const art = artResponseSchema.parse((await api.get('/api/art')).body);
    const covers = [art.music, art.books, art.movies, art.shows].flatMap((category) => (category.currentCover ? [category.currentCover] : []));
    for (const url of [...projects.flatMap((project) => project.images), ...covers]) {
      const response = await fetch(`${server?.baseUrl}${url}`);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(response.headers.get('cache-control')).toBe('public, max-age=2592000');
      expect(await response.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    }
  });

  it('does not run twice', async () => {
    let api = await restart(true);
    const before = (await api.get('/api/writing?limit=100')).body;
    api = await restart(true);
    expect((await api.get('/api/writing?limit=100')).body).toEqual(before);
  });

  it('does not come back after the owner deletes everything', async () => {
    let api = await restart(true);
    const { projects } = projectsResponseSchema.parse((await api.get('/api/projects')).body);
    for (const project of projects) await api.post('/api/admin/projects', { action: 'remove', id: project.id });
    const art = artResponseSchema.parse((await api.get('/api/art')).body);
    for (const item of [art.music, art.books, art.movies, art.shows].flatMap((category) => category.items)) {
      await api.post('/api/admin/art', { action: 'remove', id: item.id });
    }
    const { items } = writingListResponseSchema.parse((await api.get('/api/writing?limit=100')).body);
    for (const item of items) await api.post('/api/admin/writing', { action: 'remove', slug: item.slug });

    api = await restart(true);
    expect((await api.get('/api/projects')).body).toEqual({ projects: [] });
    expect((await api.get('/api/writing')).body).toEqual({ items: [], total: 0 });
  });
});

describe.each(testDatabaseKinds())('demo seed on a database with content on $name', (kind) => {
  it('leaves a database that already holds content alone', async () => {
    const database = await kind.create();
    let server = await startTestServer(database, { seedDemo: false });
    try {
      await jsonClient(server).post('/api/admin/writing', { action: 'add', title: 'Mine', date: '2026-01-01' });
      await server.close();
      server = await startTestServer(database, { seedDemo: true });
      const api = jsonClient(server);
      expect((await api.get('/api/writing')).body).toEqual({ items: [{ slug: 'mine', title: 'Mine', date: '2026-01-01', kind: 'essay' }], total: 1 });
      expect((await api.get('/api/projects')).body).toEqual({ projects: [] });
    } finally {
      await server.close();
      await database.dispose();
    }
  });
});
