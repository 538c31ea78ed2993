import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../testing/mswServer';
import { ApiError } from '../http/http';
import { httpDataSource } from './httpDataSource';

const RESULT = {
  kind: 'post',
  key: 'cafe-notes',
  title: 'Café notes',
  path: '/writing/cafe-notes',
  location: 'writing/cafe-notes.txt',
  snippet: 'Notes from a café',
  matches: [{ start: 13, end: 17 }],
};

describe('httpDataSource.search', () => {
  it('asks GET /api/search with the words encoded, and answers the parsed results', async () => {
    let asked = '';
    server.use(
      http.get('/api/search', ({ request }) => {
        asked = new URL(request.url).search;
        return HttpResponse.json({ results: [RESULT], total: 1 });
      }),
    );
    expect(await httpDataSource.search('café & co')).toEqual({ results: [RESULT], total: 1 });
    expect(asked).toBe('?q=caf%C3%A9%20%26%20co');
  });

  it("rejects with the server's reason for a refused query", async () => {
    server.use(http.get('/api/search', () => HttpResponse.json({ error: 'q: must be at most 200 characters' }, { status: 400 })));
    const refused = httpDataSource.search('x'.repeat(201));
    await expect(refused).rejects.toThrow(ApiError);
    await expect(refused).rejects.toThrow('q: must be at most 200 characters');
  });
});

describe('httpDataSource.post', () => {
  it('answers null for a post the server does not have (404), and rejects on another failure', async () => {
    server.use(http.get('/api/writing/:slug', ({ params }) => HttpResponse.json({ error: params.slug === 'gone' ? 'Post not found' : 'Database unavailable' }, { status: params.slug === 'gone' ? 404 : 503 })));
    await expect(httpDataSource.post('gone')).resolves.toBeNull();
    await expect(httpDataSource.post('other')).rejects.toThrow('Database unavailable');
  });
});
