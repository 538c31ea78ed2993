import '@portfolio/terminal-ui/themes/themes.css';
import './global.css';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterFirstContentfulPaint } from '@portfolio/terminal-ui/components/FirstPaint';
import { showsSiteConfig } from './config/configScreens';
import { siteConfigStore } from './config/siteConfigStore';
import { AppRoutes, openPage } from './app/AppRoutes';
import { BrowserRouter } from './routing';
import { readPageData } from './ssr/readPageData';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * Marks the document `data-app-ready` once React has committed its first render (or taken the
 * server's page over): from then on every link and button works. Tools and tests wait for it.
 */
function AppReady(): null {
  useEffect(() => document.documentElement.setAttribute('data-app-ready', ''), []);
  return null;
}

const app = (
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
    <AppReady />
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
if (page === null) {
  // A page the server did not render: the config is preloaded at start (5000 ms time-out) and
  // shared by every screen — at once where the first screen shows it, else as soon as that screen
  // has painted (configScreens.ts).
  if (showsSiteConfig(window.location.pathname)) void siteConfigStore.preload();
  else afterFirstContentfulPaint(() => void siteConfigStore.preload());
  createRoot(root).render(app);
  markAppRunning();
} else {
  // The server sent the page with its data: hand the data to the screens and have the page's code
  // in, then hydrate, so the first render is the server's and nothing is fetched twice.
  void import('./ssr/seedPageData')
    .then(({ seedPageData }) => {
      seedPageData(page);
      return openPage(window.location.pathname, page.device === 'phone');
    })
    // A chunk that cannot be fetched fails its screen as it renders (the error boundary says so).
    .catch(() => undefined)
    .then(() => {
      hydrateRoot(root, app);
      markAppRunning();
    });
}
