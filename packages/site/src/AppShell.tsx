import { ThemeProvider } from '@portfolio/terminal-ui/components/ThemeProvider';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ScreenErrorBoundary } from './screens/ScreenError/ScreenErrorBoundary';

/**
 * Wraps every route: the visitor's theme (local storage `theme`, dark by default), and the
 * boundary that waits for a lazily loaded screen, inside one that shows a message if the screen
 * cannot load. Both are keyed by path, so leaving a screen whose chunk is still loading (Back
 * pressed at once) or that failed drops it with its boundaries; on preact/compat (the production
 * build) a Suspense boundary reused for the next screen stayed blank.
 */
export function AppShell() {
  const { pathname } = useLocation();
  return (
    <ThemeProvider>
      <ScreenErrorBoundary key={pathname}>
        <Suspense fallback={<div aria-busy="true" />}>
          <Outlet />
        </Suspense>
      </ScreenErrorBoundary>
    </ThemeProvider>
  );
}
