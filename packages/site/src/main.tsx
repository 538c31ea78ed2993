import '@portfolio/terminal-ui/themes/themes.css';
import './global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterFirstContentfulPaint } from '@portfolio/terminal-ui/components/FirstPaint';
import { showsSiteConfig } from './config/configScreens';
import { siteConfigStore } from './config/siteConfigStore';
import { AppRoutes } from './app/AppRoutes';
import { BrowserRouter } from './routing';

// Spec §7: the config is preloaded at start (5000 ms time-out) and shared by every screen — at
// once where the first screen shows it, else as soon as that screen has painted (configScreens.ts).
if (showsSiteConfig(window.location.pathname)) void siteConfigStore.preload();
else afterFirstContentfulPaint(() => void siteConfigStore.preload());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>,
);
