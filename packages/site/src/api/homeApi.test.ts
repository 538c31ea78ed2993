import { describe, expect, it, vi } from 'vitest';
import { fetchHealth, warmUpSplash } from './homeApi';

describe('fetchHealth', () => {
  it('returns the JSON answer, also of a degraded server', async () => {
    const ok = vi.fn<typeof fetch>(async () => new Response('{"status":"ok"}', { status: 200 }));
    expect(await fetchHealth(ok)).toEqual({ status: 'ok' });
    expect(ok).toHaveBeenCalledWith('/api/health', expect.objectContaining({ cache: 'no-store' }));
    const degraded: typeof fetch = async () => new Response('{"status":"degraded"}', { status: 503 });
    expect(await fetchHealth(degraded)).toEqual({ status: 'degraded' });
  });

  it('rejects with a message when the answer is not JSON or the network fails', async () => {
    const html: typeof fetch = async () => new Response('<html>', { status: 502, statusText: 'Bad Gateway' });
    await expect(fetchHealth(html)).rejects.toThrow('502 Bad Gateway');
    const garbled: typeof fetch = async () => new Response('nope', { status: 200 });
    await expect(fetchHealth(garbled)).rejects.toThrow('Invalid JSON response');
    const offline: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(fetchHealth(offline)).rejects.toThrow('Failed to fetch');
  });
});

describe('warmUpSplash', () => {
  it('preloads the config and fetches the art and writing lists', async () => {
    const preload = vi.fn(async () => undefined);
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response('{}'));
    await warmUpSplash(preload, fetchImpl);
    expect(preload).toHaveBeenCalledOnce();
    expect(fetchImpl.mock.calls.map(([path]) => path)).toEqual(['/api/art?kind=all', '/api/writing?limit=10']);
  });

  it('tolerates every failure', async () => {
    const preload = async () => {
      throw new Error('config down');
    };
    const fetchImpl: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(warmUpSplash(preload, fetchImpl)).resolves.toBeUndefined();
  });
});
