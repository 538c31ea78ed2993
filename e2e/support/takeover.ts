// What a test watches while the browser takes a server-rendered page over: the console's warnings
// and errors (React reports a hydration mismatch as a recoverable error) and the data reads the page
// makes (a page the server rendered carries its data, so it should make none; the health check aside).
import type { Page } from '@playwright/test';
import { dataRoute, isDataRead } from './edition.ts';

export interface Takeover {
  /** Console warnings and errors, as their text. */
  readonly warnings: string[];
  /** The paths of the data reads the page made. */
  readonly dataReads: string[];
}

/** Starts recording; call before `page.goto`. */
export function watchTakeover(page: Page): Takeover {
  const takeover: Takeover = { warnings: [], dataReads: [] };
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') takeover.warnings.push(message.text());
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (isDataRead(url.pathname) && !dataRoute('health')(url)) takeover.dataReads.push(url.pathname);
  });
  return takeover;
}

/**
 * Waits until the app has the page: at once on most pages; a phone's page that waits for the
 * visitor (`data-app-waiting`, packages/site/src/ssr/waitingPage.ts) is handed over with a key that
 * does nothing else (Shift), then waited for.
 */
export async function appHasPage(page: Page, timeout = 20_000): Promise<void> {
  const state = await page.waitForFunction(
    () => {
      const html = document.documentElement;
      return html.hasAttribute('data-app-ready') ? 'ready' : html.hasAttribute('data-app-waiting') ? 'waiting' : false;
    },
    undefined,
    { timeout },
  );
  if ((await state.jsonValue()) === 'waiting') await page.keyboard.press('Shift');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'), undefined, { timeout });
}
