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
