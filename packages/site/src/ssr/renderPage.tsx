import type { PageData } from '@portfolio/contracts/pageData';
import { renderToString } from 'react-dom/server';
import { AppRoutes, loadEveryScreen } from '../app/AppRoutes';
import { MemoryRouter } from '../routing';
import { seedPageData } from './seedPageData';

/**
 * The server's side of the site (built by `vite build --ssr` into `dist-server/`, loaded by the
 * API): every visitor page rendered to HTML with its data, by the same components the browser
 * hydrates. The server awaits `ready` once, at start.
 */
export const ready: Promise<void> = loadEveryScreen();

/**
 * The HTML inside `#root` for the page at `url` (path and query). Synchronous on purpose: the
 * data is seeded into the screens' module-level first loads for this one render and taken back
 * before anything else can run, so two requests never see each other's data.
 */
export function renderPage(url: string, data: PageData): string {
  const unseed = seedPageData(data);
  try {
    return renderToString(
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
      </MemoryRouter>,
    );
  } finally {
    unseed();
  }
}
