// Playwright's `test`, extended with what every spec here wants before and after each test: the
// splash already seen this session (so pages, and a `cd ..` that lands on `/`, open straight on
// their screen, with no boot screen in the way), and no console error and no uncaught page error,
// checked when the test ends.
import { expect, test as base } from '@playwright/test';

/** The sessionStorage key the splash sets once it has been shown. */
export const SPLASH_KEY = 'splashShown';

/** A console message (its exact text) or a pattern of messages. */
export type ConsoleMessageMatcher = string | RegExp;

/** The console errors and page errors of the running test. */
export interface ConsoleErrors {
  /** What was recorded so far. */
  readonly messages: readonly string[];
  /** Declares console errors this test expects (for instance the browser's log of a 404 answer). */
  allow(...matchers: ConsoleMessageMatcher[]): void;
  /** Stops recording console messages for the rest of the test; page errors are still recorded. */
  ignoreConsole(): void;
}

interface Options {
  /** Marks the splash as shown before any page script runs (default true). */
  skipSplash: boolean;
  /** Fails the test when console or page errors were recorded (default true). */
  failOnConsoleErrors: boolean;
  /** Console errors never counted in this file or describe block. */
  allowedConsoleErrors: readonly ConsoleMessageMatcher[];
}

interface Fixtures {
  consoleErrors: ConsoleErrors;
}

const matches = (message: string, matcher: ConsoleMessageMatcher) => (typeof matcher === 'string' ? message === matcher : matcher.test(message));

export const test = base.extend<Options & Fixtures>({
  skipSplash: [true, { option: true }],
  failOnConsoleErrors: [true, { option: true }],
  allowedConsoleErrors: [[], { option: true }],

  page: async ({ page, skipSplash, javaScriptEnabled }, use) => {
    if (skipSplash) await page.addInitScript((key) => sessionStorage.setItem(key, 'true'), SPLASH_KEY);
    // A page the server rendered is on screen (and `load` has fired) before its scripts start
    // (packages/api/src/pages/afterPaint.ts); a test clicking at once would click a page React has
    // not taken over yet. So, like a visitor who waits a moment, each navigation that waits for
    // `load` also waits for the app (main.tsx marks `data-app-ready`), when scripts run at all; a
    // phone's page waits for the visitor's first touch instead (`data-app-waiting`,
    // packages/site/src/ssr/waitingPage.ts), and that touch hands it to the app at once.
    const appReady = async () => {
      if (!javaScriptEnabled) return;
      await page
        .waitForFunction(
          () => {
            const html = document.documentElement;
            return document.getElementById('after-paint') === null || html.hasAttribute('data-app-ready') || html.hasAttribute('data-app-waiting');
          },
          undefined,
          { timeout: 10_000 },
        )
        .catch(() => undefined);
    };
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil === undefined || options.waitUntil === 'load') await appReady();
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      if (options?.waitUntil === undefined || options.waitUntil === 'load') await appReady();
      return response;
    };
    await use(page);
  },

  consoleErrors: [
    async ({ page, failOnConsoleErrors, allowedConsoleErrors }, use) => {
      const messages: string[] = [];
      const allowed = [...allowedConsoleErrors];
      let recordConsole = true;
      page.on('console', (message) => {
        if (recordConsole && message.type() === 'error' && !allowed.some((matcher) => matches(message.text(), matcher))) messages.push(message.text());
      });
      page.on('pageerror', (error) => messages.push(error.message));

      await use({
        messages,
        allow: (...matchers) => allowed.push(...matchers),
        ignoreConsole: () => {
          recordConsole = false;
        },
      });

      if (failOnConsoleErrors) expect(messages).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
