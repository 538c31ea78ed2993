import '@portfolio/terminal-ui/themes/themes.css';
import './global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { siteConfigStore } from './config/siteConfigStore';
import { AppRoutes } from './router';

// Spec §7: the config is preloaded at start (5000 ms time-out) and shared by every screen.
void siteConfigStore.preload();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>,
);
