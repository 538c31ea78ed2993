import { describe, expect, it } from 'vitest';
import { HEADLESS_SHELL_PATHS, testChromiumPath } from './chromium.config.ts';

describe('testChromiumPath', () => {
  it('takes CHROME_PATH when it is set, whatever is installed', () => {
    expect(testChromiumPath(() => true, { CHROME_PATH: '/opt/chrome/chrome' })).toBe('/opt/chrome/chrome');
  });

  it("takes Debian's headless shell binary itself when it is installed", () => {
    expect(testChromiumPath(() => true, {})).toBe('/usr/lib/chromium/chromium-headless-shell');
    expect(testChromiumPath((path) => path === HEADLESS_SHELL_PATHS[1], {})).toBe('/usr/bin/chromium-headless-shell');
  });

  it('falls back to Chromium itself without the shell', () => {
    const shells: readonly string[] = HEADLESS_SHELL_PATHS;
    const found = testChromiumPath((path) => !shells.includes(path), {});
    expect(found === undefined || !shells.includes(found)).toBe(true);
  });
});
