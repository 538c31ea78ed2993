import { ThemeProvider } from '@portfolio/terminal-ui/components/ThemeProvider';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Switch } from '../routing';

/**
 * Renders screens the way the app does, in a theme and a router: `routes` maps each path pattern
 * to what it shows (the first that matches is shown, so a catch-all `*` goes last; the other
 * paths stand in for the pages a screen links to); `entries` is the visit so far, the last one the
 * page that opens.
 */
export function renderRoutes(entries: readonly string[], routes: Readonly<Record<string, ReactNode>>) {
  return render(
    <ThemeProvider>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <Switch>
          {Object.entries(routes).map(([path, element]) => (
            <Route key={path} path={path}>{element}</Route>
          ))}
        </Switch>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

/** The terminal's command input (whether or not it is live yet; see `liveCommandBox`). */
export const commandBox = () => screen.getByRole('textbox', { name: 'Command' });

/** Queries inside the terminal's output log. */
export const terminalLog = () => within(screen.getByRole('log'));
