// Where the browser for Storybook tests, Playwright and benchmarks comes from. Browser downloads
// do not work on our machines, so Debian's Chromium (or CHROME_PATH) is used everywhere.
import { existsSync } from 'node:fs';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** Chromium itself (CHROME_PATH when set): the full browser, which the bench's Lighthouse CLI runs as most people do. */
export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  return candidates.find((path): path is string => Boolean(path) && existsSync(path as string));
}

/** Debian's `chromium-headless-shell`: the same Chromium build, Blink and V8 without the desktop browser around them. */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * Where the tests look for it: the binary itself before /usr/bin's shell wrapper, so the process a
 * test runner starts and stops is the browser.
 */
export const HEADLESS_SHELL_PATHS = ['/usr/lib/chromium/chromium-headless-shell', HEADLESS_SHELL] as const;

/**
 * The browser the tests drive (Playwright's end-to-end specs, the stories as tests): CHROME_PATH
 * when set, else Debian's headless shell when installed, else Chromium. The shell is what Playwright
 * itself runs headless by default. Chromium's new headless mode runs the whole desktop browser
 * hidden, with a WebUI renderer for each window's tab strip and omnibox that paints beside the page:
 * on CI's two cores the end-to-end specs took half as long again with it (the same 38 specs, one
 * worker: 154 s against 102 s). Lighthouse's figures never come from here: the bench chooses its
 * browsers itself (bench/lib/auditBrowser.ts, bench/lib/lighthouseCli.ts).
 */
export function testChromiumPath(exists: (path: string) => boolean = existsSync, env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.CHROME_PATH) return env.CHROME_PATH;
  return HEADLESS_SHELL_PATHS.find((path) => exists(path)) ?? chromiumPath();
}
