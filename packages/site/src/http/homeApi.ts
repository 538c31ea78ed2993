import { isStaticEdition, STATIC_DATA } from '@portfolio/contracts/staticEdition';

/** The home screen's own calls: the `test` command's health check and the splash warm-up. */

/**
 * `GET /api/health`, answered as whatever JSON the server sent (its shape is not fixed),
 * so a 503 "degraded" answer is printed too. Rejects on a network failure or an answer that is
 * not JSON; the `test` command prints that as `API connection failed: {message}`.
 */
export async function fetchHealth(): Promise<unknown> {
  // The static edition has no server to ask: the export wrote what `test` prints (which edition answers).
  const response = await fetch(isStaticEdition() ? STATIC_DATA.health.file : '/api/health', { headers: { Accept: 'application/json' }, cache: 'no-store' });
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error(response.ok ? 'Invalid JSON response' : `${response.status} ${response.statusText}`.trim());
  }
}

/** The splash's warm-up calls, besides the config preload. */
export const SPLASH_WARM_UP_PATHS = ['/api/art?kind=all', '/api/writing?limit=10'] as const;

/** The static edition's: the files the art and writing screens read (a static host has nothing to warm but its cache). */
const STATIC_WARM_UP_PATHS = [STATIC_DATA.art.file, STATIC_DATA.writing.file] as const;

/**
 * Warms the server and the HTTP cache while the splash runs: the shared config preload and the
 * art and writing lists. Never rejects: every failure is tolerated.
 */
export async function warmUpSplash(preloadConfig: () => Promise<void>): Promise<void> {
  const fetchBody = async (path: string) => {
    const response = await fetch(path, { headers: { Accept: 'application/json' } });
    await response.arrayBuffer();
  };
  await Promise.allSettled([preloadConfig(), ...(isStaticEdition() ? STATIC_WARM_UP_PATHS : SPLASH_WARM_UP_PATHS).map(fetchBody)]);
}
