import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { projectsFixture } from '../mocks/projectsMocks';
import { server } from '../testing/mswServer';
import { STATIC_EDITION_NO_ADMIN, staticDataSource } from './staticDataSource';

const INDEX = {
  version: 1,
  documents: [
    { kind: 'post', key: 'cafe-notes', title: 'Café notes', path: '/writing/cafe-notes', location: 'writing/cafe-notes.txt', fields: [{ tier: 'body', text: 'Notes from a café on a rainy day' }] },
    { kind: 'project', key: 'scope', title: 'Pocket scope', path: '/projects/scope', location: 'projects/scope', fields: [{ tier: 'title', text: 'Pocket scope' }] },
  ],
};

describe('staticDataSource', () => {
  it('reads the data files the export wrote, not the API', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/data/projects.json', ({ request }) => {
        asked.push(new URL(request.url).pathname);
        return HttpResponse.json({ projects: projectsFixture });
      }),
    );
    expect(await staticDataSource.projects()).toEqual(projectsFixture);
    expect(asked).toEqual(['/data/projects.json']);
  });

  it('answers null for a post the export does not hold (the host answers 404), and rejects on another failure', async () => {
    server.use(http.get('/data/writing/:file', ({ params }) => new HttpResponse('<html>not found</html>', { status: params.file === 'gone.json' ? 404 : 503 })));
    await expect(staticDataSource.post('gone')).resolves.toBeNull();
    await expect(staticDataSource.post('other')).rejects.toThrow();
  });

  it('searches the exported index in the browser, loading it once, and refuses a query as the API does', async () => {
    let loads = 0;
    server.use(
      http.get('/data/search.json', () => {
        loads += 1;
        return HttpResponse.json(INDEX);
      }),
    );
    const found = await staticDataSource.search('CAFE');
    expect(found.total).toBe(1);
    expect(found.results[0]).toMatchObject({ key: 'cafe-notes', snippet: 'Notes from a café on a rainy day' });
    expect((await staticDataSource.search('pocket')).results.map((result) => result.key)).toEqual(['scope']);
    await expect(staticDataSource.search('x'.repeat(201))).rejects.toThrow('q: must be at most 200 characters');
    expect(loads).toBe(1);
  });

  it('answers `test` with the health file the export wrote, and warms the files the next screens read', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/data/*', ({ request }) => {
        asked.push(new URL(request.url).pathname);
        return HttpResponse.json({ status: 'ok', edition: 'static' });
      }),
      http.get('/api/*', () => HttpResponse.error()),
    );
    expect(await staticDataSource.health()).toEqual({ status: 'ok', edition: 'static' });
    await staticDataSource.warmUp();
    expect(asked).toEqual(['/data/health.json', '/data/art.json', '/data/writing.json']);
  });

  it('refuses a sign-in at once with the reason, and sends the password nowhere', async () => {
    const fetchImpl = vi.spyOn(globalThis, 'fetch');
    expect(await staticDataSource.login('pw')).toEqual({ kind: 'denied', error: STATIC_EDITION_NO_ADMIN });
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
