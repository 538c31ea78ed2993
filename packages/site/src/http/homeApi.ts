/** The home screen's own calls: the `test` command's health check and the splash warm-up. */

/**
 * The health answer at `url` (`GET /api/health`, or the file the static export wrote), as whatever
 * JSON was sent (its shape is not fixed), so a 503 "degraded" answer is printed too. Rejects on a
 * network failure or an answer that is not JSON; the `test` command prints that as
 * `API connection failed: {message}`.
 */
export async function fetchHealth(url: string): Promise<unknown> {
  const response = await fetch(url, { headers: { Accept: 'application/json' }, cache: 'no-store' });
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error(response.ok ? 'Invalid JSON response' : `${response.status} ${response.statusText}`.trim());
  }
}

/** The splash's warm-up calls on the server edition, besides the config preload. */
export const SPLASH_WARM_UP_PATHS = ['/api/art?kind=all', '/api/writing?limit=10'] as const;

/** Fetches each of `paths` to its end, so the server and the HTTP cache are warm. Never rejects: every failure is tolerated. */
export async function warmUp(paths: readonly string[]): Promise<void> {
  const fetchBody = async (path: string) => {
    const response = await fetch(path, { headers: { Accept: 'application/json' } });
    await response.arrayBuffer();
  };
  await Promise.allSettled(paths.map(fetchBody));
}
