import { ThemeProvider } from '@portfolio/terminal-ui/components/ThemeProvider';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

/**
 * Wraps every route: the visitor's theme (local storage `theme`, dark by default), and the
 * boundary that waits for a lazily loaded screen. The boundary is keyed by path, so leaving a
 * screen whose chunk is still loading (Back pressed at once) drops it with its boundary; on
 * preact/compat (the production build) a boundary reused for the next screen stayed blank.
 */
export function AppShell() {
  const { pathname } = useLocation();
  return (
    <ThemeProvider>
      <Suspense key={pathname} fallback={<div aria-busy="true" />}>
        <Outlet />
      </Suspense>
    </ThemeProvider>
  );
}
