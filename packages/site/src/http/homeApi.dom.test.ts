import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { homeHandlers } from '../mocks/homeMocks';
import { server } from '../testing/mswServer';
import { fetchHealth, SPLASH_WARM_UP_PATHS, warmUp } from './homeApi';

/** `GET /api/health` answers this body and status, as a server or a proxy in front of it might. */
const health = (body: string, init: ResponseInit) => server.use(http.get('/api/health', () => new HttpResponse(body, init)));

describe('fetchHealth', () => {
  it('returns the JSON answer, also of a degraded server', async () => {
    const ok = vi.spyOn(globalThis, 'fetch');
    health('{"status":"ok"}', { status: 200 });
    expect(await fetchHealth('/api/health')).toEqual({ status: 'ok' });
    expect(ok).toHaveBeenCalledWith('/api/health', expect.objectContaining({ cache: 'no-store' }));
    health('{"status":"degraded"}', { status: 503 });
    expect(await fetchHealth('/api/health')).toEqual({ status: 'degraded' });
  });

  it('rejects with a message when the answer is not JSON or the network fails', async () => {
    health('<html>', { status: 502, statusText: 'Bad Gateway' });
    await expect(fetchHealth('/api/health')).rejects.toThrow('502 Bad Gateway');
    health('nope', { status: 200 });
    await expect(fetchHealth('/api/health')).rejects.toThrow('Invalid JSON response');
    server.use(http.get('/api/health', () => HttpResponse.error()));
    await expect(fetchHealth('/api/health')).rejects.toThrow('Failed to fetch');
  });
});

describe('warmUp', () => {
  it('fetches each path to its end', async () => {
    server.use(...homeHandlers);
    const fetchImpl = vi.spyOn(globalThis, 'fetch');
    await warmUp(SPLASH_WARM_UP_PATHS);
    expect(fetchImpl.mock.calls.map(([path]) => path)).toEqual(['/api/art?kind=all', '/api/writing?limit=10']);
  });

  it('tolerates every failure', async () => {
    server.use(http.get('/api/*', () => HttpResponse.error()));
    await expect(warmUp(SPLASH_WARM_UP_PATHS)).resolves.toBeUndefined();
  });
});
