import { SLOW_MACHINE } from '@portfolio/terminal-ui/machines/testWait';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { loadMarkdownRenderer } from './markdown/markdownRenderer';
import { server, unhandledRequests } from './testing/mswServer';

configure({ asyncUtilTimeout: SLOW_MACHINE.timeout });

// Every test file talks to the fake API (testing/mswServer.ts). A request no handler answers never
// goes out: the app sees a network error, and the test it was sent in fails.
beforeAll(() => {
  server.events.on('request:unhandled', ({ request }) => void unhandledRequests.push(`${request.method} ${request.url}`));
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());
// The app's routes have the Markdown renderer in before a screen renders Markdown (AppRoutes.tsx's
// `withMarkdown`); tests render screens directly, so it is in from the start as well. Its loading
// has a test of its own (markdownRenderer.test.tsx).
beforeAll(() => loadMarkdownRenderer());

// After each test (hooks run last-registered first): the screen unmounts and its requests abort,
// the test's handlers go, and a request nothing answered fails the test.
afterEach(() => {
  const unhandled = unhandledRequests.splice(0);
  if (unhandled.length > 0) throw new Error(`No handler answered ${unhandled.join(', ')} (add one with server.use)`);
});
afterEach(() => server.resetHandlers());
// Each test starts from real timers and unspied objects, however the one before it ended.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});
