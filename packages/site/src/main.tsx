import '@portfolio/terminal-ui/themes/themes.css';
import './global.css';
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterFirstContentfulPaint } from '@portfolio/terminal-ui/components/FirstPaint';
import { showsSiteConfig } from './config/configScreens';
import { siteConfigLoader } from './data/siteConfig';
import { AppRoutes } from './app/AppRoutes';
import { BrowserRouter } from './routing';
import { adoptServerMarkdown } from './markdown/serverMarkdown';
import { readPageData } from './ssr/readPageData';
import { isStaticNotFoundPage } from '@portfolio/contracts/staticEdition';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * Marks the document `data-app-ready` once React has committed its first render (or taken the
 * server's page over): from then on every link and button works. Tools and tests wait for it. It
 * wraps the routes rather than sitting beside them: a sibling would change every `useId` under the
 * routes from what the server rendered (ids follow the tree's shape), and the post's Markdown is
 * found by its id (`serverMarkdown.ts`).
 */
function AppReady({ children }: { readonly children: ReactNode }): ReactNode {
  useEffect(() => {
    document.documentElement.setAttribute('data-app-ready', '');
  }, []);
  return children;
}

const app = (
  <StrictMode>
    <BrowserRouter>
      <AppReady>
        <AppRoutes />
      </AppReady>
    </BrowserRouter>
  </StrictMode>
);

/**
 * From here React sees every key (during hydration it replays them itself), so index.html's inline
 * script stops noting an Enter pressed before the app ran (TerminalView reads that note).
 */
function markAppRunning(): void {
  document.documentElement.setAttribute('data-app-running', '');
}

const page = readPageData();
if (page === null || isStaticNotFoundPage()) {
  // A page the server did not render, or the static edition's 404.html, which a static host sends
  // for any path it lacks (rendered for none of them: it is replaced by this URL's own screen). The
  // config is preloaded at start (5000 ms time-out) and shared by every screen — at once where the
  // first screen shows it, else as soon as that screen has painted (configScreens.ts).
  if (showsSiteConfig(window.location.pathname)) void siteConfigLoader.load();
  else afterFirstContentfulPaint(() => void siteConfigLoader.load());
  // The 404.html the server wrote holds the whole stylesheet for the app to apply (document/wholeStylesheet.ts), and the manifest's link (document/settledLinks.ts).
  if (page !== null) void import('./ssr/takeOverPage').then(({ linkHeld }) => linkHeld(), () => undefined);
  // The web font (JetBrains Mono) only once the page has painted, its fallback sized to match until
  // then (fonts/webFont.ts); a chunk that cannot load leaves the fallback. Its code is in
  // takeOverPage's chunk, which a page the server wrote gets it by (fonts/pageWebFont.ts).
  afterFirstContentfulPaint(() => void import('./ssr/takeOverPage').then(({ pageWebFont }) => pageWebFont(false), () => undefined));
  createRoot(root).render(app);
  markAppRunning();
} else {
  // The server sent the page with its data: the screens are seeded with it and the page's code is
  // in before hydrating (ssr/takeOverPage.ts). Its Markdown and dates are hydrated as the server
  // wrote them, not computed again (serverMarkdown.ts, seedPageData).
  adoptServerMarkdown(root);
  // As a transition, hydration is rendered in slices that yield every few milliseconds instead of
  // one long task (a phone's blocking time); a key pressed meanwhile makes React hydrate what it
  // needs at once and replays the key.
  const hydrate = () => {
    startTransition(() => {
      hydrateRoot(root, app);
    });
    markAppRunning();
  };
  // The whole stylesheet is in before anything is hydrated, or applied as a waiting page is handed over.
  void import('./ssr/takeOverPage').then(
    ({ takeOverPage }) => takeOverPage(page, root, hydrate),
    // Without its chunk the page is hydrated as it is, with its critical CSS and the fallback font; a screen that needs its code says it failed.
    hydrate,
  );
}
