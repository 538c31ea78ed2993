import type { PageData } from '@portfolio/contracts/pageData';
import { renderToString } from 'react-dom/server';
import { AppRoutes, loadEveryScreen } from '../app/AppRoutes';
import { withDefaults } from '../config/defaults';
import { ownerName } from '../config/owner';
import { MemoryRouter } from '../routing';
import { letteredName } from './nameLettering';
import { seedPageData } from './seedPageData';

/**
 * The server's side of the site (built by `vite build --ssr` into `dist-server/`, loaded by the
 * API): every visitor page rendered to HTML with its data, by the same components the browser
 * hydrates. The server awaits `ready` once, at start.
 */
export const ready: Promise<void> = loadEveryScreen();

/**
 * What only the site's server code adds to a page's data before the page is rendered and sent:
 * on desktop pages, the owner's name drawn in ASCII-art letters for the home's welcome (figlet
 * stays on the server; the browser gets the drawings with the data, and every desktop page carries
 * them because a visit may reach the home from any of them).
 */
export function completePageData(data: PageData): PageData {
  if (data.device !== 'desktop' || data.config === undefined) return data;
  const lettering = letteredName(ownerName(withDefaults(data.config)));
  return lettering === undefined ? data : { ...data, lettering };
}

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
