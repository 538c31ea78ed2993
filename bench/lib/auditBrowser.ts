import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import { HEADLESS_SHELL } from '../../chromium.config.ts';

export { HEADLESS_SHELL };

export interface AuditBrowser {
  readonly path: string;
  /** Puppeteer's launch mode: `'shell'` for the headless shell, `true` for Chromium's new headless mode. */
  readonly headless: true | 'shell';
}

/**
 * The browser Lighthouse audits pages with: BENCH_LH_CHROME when set, else the headless shell when
 * installed, else `fallback` (Chromium, as every other test uses) in its new headless mode.
 *
 * Why the shell: Chromium's new headless mode runs the whole desktop browser, hidden — its window,
 * tab strip and omnibox (with a WebUI renderer of its own) repaint while a page loads. On this
 * 2-core VM they take the CPU from the page's renderer exactly while Chromium commits the
 * navigation (perf sched: the renderer's main thread runnable but waiting 10–25 ms behind the
 * browser's UI painting), and Lighthouse's phone run counts that task's wall time × 4 as blocking
 * time: the same page measured TBT 0–73 ms over runs with the full browser and 0 with the shell.
 * The shell renders the page with the same engine and version; docs/performance.md has both sets
 * of figures.
 */
export function auditBrowser(fallback: string | undefined, env: NodeJS.ProcessEnv = process.env, exists: (path: string) => boolean = existsSync): AuditBrowser | undefined {
  const path = env.BENCH_LH_CHROME || (exists(HEADLESS_SHELL) ? HEADLESS_SHELL : fallback);
  if (path === undefined) return undefined;
  return { path, headless: basename(path).includes('headless-shell') ? 'shell' : true };
}
