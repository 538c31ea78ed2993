import { ThemeProvider } from '@portfolio/terminal-ui/components/ThemeProvider';
import { Suspense, type ReactNode } from 'react';
import { useSiteLocation } from '../routing';
import { ScreenErrorBoundary } from '../screens/shared/ScreenError/ScreenErrorBoundary';
import { ShellSessionProvider } from '../shell/ShellSessionProvider';

/**
 * Wraps every route: the visitor's theme (local storage `theme`, dark by default), and the
 * boundary that waits for a lazily loaded screen, inside one that shows a message if the screen
 * cannot load. Both are keyed by path, so leaving a screen whose chunk is still loading (Back
 * pressed at once) or that failed drops it with its boundaries, and a failed screen's message does
 * not stay on the next one. The shell session (the visit's command history and each terminal
 * screen's log) sits above them, so it outlives every screen.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const { pathname } = useSiteLocation();
  return (
    <ThemeProvider>
      <ShellSessionProvider>
        <ScreenErrorBoundary key={pathname}>
          <Suspense fallback={<div aria-busy="true" />}>
            {children}
          </Suspense>
        </ScreenErrorBoundary>
      </ShellSessionProvider>
    </ThemeProvider>
  );
}
