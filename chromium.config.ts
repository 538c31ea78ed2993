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

export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  return candidates.find((path): path is string => Boolean(path) && existsSync(path as string));
}
