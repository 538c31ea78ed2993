import { delay, http, HttpResponse } from 'msw';

/**
 * Handlers for the API failing, to put in front of a screen's handlers (`parameters.msw.handlers`
 * in a story, `server.use(...)` in a test).
 */

/** Every POST to `path` answers `status` (500: the server fails; 401: the token expired; 400: a field refused). */
export function refusing(path: string, status: 401 | 400 | 500, error = status === 401 ? 'Invalid or expired token' : 'Internal server error') {
  return http.post(path, () => HttpResponse.json({ error }, { status }));
}

/** A GET of `path` answers `status` with the API's error body. */
export function failingList(path: string, status: number, error = 'Internal server error') {
  return http.get(path, () => HttpResponse.json({ error }, { status }));
}

/** A GET of `path` answers `status` with no body, as a proxy in front of the server might. */
export function bareStatus(path: string, status: number) {
  return http.get(path, () => new HttpResponse(null, { status }));
}

/** A GET of `path` never answers: the loading state. */
export function hanging(path: string) {
  return http.get(path, async () => {
    await delay('infinite');
    return new HttpResponse(null, { status: 504 });
  });
}
