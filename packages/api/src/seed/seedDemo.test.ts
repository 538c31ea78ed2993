import { artAddSchema, artResponseSchema } from '@portfolio/contracts/art';
import { mediaListResponseSchema, mediaSources } from '@portfolio/contracts/media';
import { projectAddSchema, projectsResponseSchema } from '@portfolio/contracts/projects';
import { writingAddSchema, writingListResponseSchema } from '@portfolio/contracts/writing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jsonClient } from '../testing/jsonClient';
import { type TestDatabase, testDatabaseKinds } from '../testing/testDatabases';
import { startTestServer, type TestServer } from '../testing/testServer';
import { demoArt } from './demoArt';
import { convertDemoImages, DEMO_IMAGE_URLS, DEMO_MEDIA_KEY, DEMO_RASTER_WIDTH } from './demoMedia';
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

  it('puts the demo images through the media pipeline: projects and covers show /media/ files, every size served', async () => {
    const api = await restart(true);
    const { projects } = projectsResponseSchema.parse((await api.get('/api/projects')).body);
    const art = artResponseSchema.parse((await api.get('/api/art')).body);
    const covers = [art.music, art.books, art.movies, art.shows].flatMap((category) => (category.currentCover ? [category.currentCover] : []));
    const urls = [...projects.flatMap((project) => project.images), ...covers];
    expect(urls.length).toBe(DEMO_IMAGE_URLS.length);
    for (const url of urls) {
      const sources = mediaSources(url);
      expect(sources, url).not.toBeNull();
      expect(sources?.width).toBe(DEMO_RASTER_WIDTH);
      expect(sources?.fallbackType).toBe('image/png');
      const files = [sources?.avif, sources?.webp, sources?.fallback].flatMap((srcset) => (srcset ?? '').split(', ').map((entry) => entry.split(' ')[0] ?? ''));
      expect(files.length).toBe(6); // 480 and 960 px, three formats
      for (const file of files) {
        const response = await fetch(`${server?.baseUrl}${file}`);
        expect(response.status, file).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^image\/(avif|webp|png)$/);
      }
    }
    // The owner's list shows them, in use, with the alt text of their SVG.
    const listed = await fetch(`${server?.baseUrl}/api/admin/media`, { headers: { Authorization: `Bearer ${server?.tokens.issue()}` } });
    const { media } = mediaListResponseSchema.parse(await listed.json());
    expect(media.length).toBe(DEMO_IMAGE_URLS.length);
    expect(media.every((item) => item.referenced && item.alt !== '')).toBe(true);
    // The SVGs stay where they were, for links made before.
    const svg = await fetch(`${server?.baseUrl}${DEMO_IMAGE_URLS[0]}`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('converts only the demo images still shown, once, and leaves the owner\'s images alone', async () => {
    const api = await restart(true);
    const knex = server?.db.knex;
    if (!knex) throw new Error('no server');
    const { projects } = projectsResponseSchema.parse((await api.get('/api/projects')).body);
    const [first, second] = projects;
    if (!first || !second) throw new Error('no demo projects');
    // As if the conversion had not run yet, with the owner's edit made before it.
    await knex('settings').where('key', DEMO_MEDIA_KEY).delete();
    await knex('projects').where('id', first.id).update({ images: JSON.stringify(['https://example.com/mine.png', DEMO_IMAGE_URLS[0]]) });
    await knex('projects').where('id', second.id).update({ images: JSON.stringify(['/demo/not-ours.svg']) });
    const counted = async () => Number(((await knex('media').count({ n: '*' }).first()) as { n: number | string }).n);
    const before = await counted();

    const result = await convertDemoImages(knex);
    expect(result).toMatchObject({ converted: 1 });
    expect(await counted()).toBe(before); // the same pixels: stored already, not twice
    server?.forgetCachedReads();
    const after = projectsResponseSchema.parse((await api.get('/api/projects')).body).projects;
    expect(after.find((project) => project.id === first.id)?.images).toEqual(['https://example.com/mine.png', expect.stringMatching(/^\/media\/[A-Za-z0-9_-]{22}_960x\d+_960\.png$/)]);
    expect(after.find((project) => project.id === second.id)?.images).toEqual(['/demo/not-ours.svg']);
    expect(await convertDemoImages(knex)).toBe('already-converted');
  });

  it('does not run twice', async () => {
    let api = await restart(true);
    const before = (await api.get('/api/writing?limit=100')).body;
    const projectsBefore = (await api.get('/api/projects')).body;
    api = await restart(true);
    expect((await api.get('/api/writing?limit=100')).body).toEqual(before);
    expect((await api.get('/api/projects')).body).toEqual(projectsBefore);
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
