import { describe, expect, it } from 'vitest';
import { auditBrowser, HEADLESS_SHELL } from './auditBrowser.ts';

describe('auditBrowser', () => {
  const installed = (...paths: string[]) => (path: string) => paths.includes(path);

  it('takes the headless shell when it is installed, else Chromium in its new headless mode', () => {
    expect(auditBrowser('/usr/bin/chromium', {}, installed(HEADLESS_SHELL))).toEqual({ path: HEADLESS_SHELL, headless: 'shell' });
    expect(auditBrowser('/usr/bin/chromium', {}, installed())).toEqual({ path: '/usr/bin/chromium', headless: true });
    expect(auditBrowser(undefined, {}, installed())).toBeUndefined();
  });

  it('takes BENCH_LH_CHROME over both', () => {
    expect(auditBrowser('/usr/bin/chromium', { BENCH_LH_CHROME: '/usr/bin/chromium' }, installed(HEADLESS_SHELL))).toEqual({ path: '/usr/bin/chromium', headless: true });
    expect(auditBrowser(undefined, { BENCH_LH_CHROME: '/opt/chrome-headless-shell' }, installed())).toEqual({ path: '/opt/chrome-headless-shell', headless: 'shell' });
  });
});
