import { http } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The site's API in unit tests: MSW's node server, answering with the handlers and fixtures the
 * stories use (`src/mocks/`). `test-setup.ts` starts it around every test file and fails a test
 * that sends a request no handler answers. A test file adds the handlers its screen needs, e.g.
 * `beforeEach(() => server.use(...artHandlers))`; a test puts a failure in front of them with
 * another `server.use(...)` (`mocks/failures.ts`). Everything a test added is dropped after it.
 *
 * Requests are relative (`/api/art`), as in the browser: jsdom's location (`vitest.config.ts`)
 * resolves them, and the mocks' relative handler paths, to the same origin.
 */
export const server = setupServer();

/** The requests no handler answered during the current test, as `GET http://…/api/x`. */
export const unhandledRequests: string[] = [];

/**
 * Records the JSON body of every `POST path` and lets the handlers behind answer it (a resolver
 * that returns nothing passes the request on). Put it in front of the screen's handlers.
 */
export function recordPosts(path: string): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post(path, async ({ request }) => {
      bodies.push(await request.clone().json());
    }),
  );
  return bodies;
}
