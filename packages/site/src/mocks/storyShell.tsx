import { ThemeProvider } from '@portfolio/terminal-ui/components/ThemeProvider';
import type { ThemeName } from '@portfolio/terminal-ui/engine/types';
import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter, Route, Switch, useSiteLocation } from '../routing';

/** Where a command or a click went: the stories' stand-in for the other routes. */
function NavigatedTo() {
  const { pathname, search } = useSiteLocation();
  return <p data-testid="navigated">{`Navigated to ${pathname}${search}`}</p>;
}

export interface ShellRoute {
  /** The route pattern the screen is mounted at, e.g. `/writing/:slug`. */
  readonly path: string;
  /** The history; the last entry is the current page. */
  readonly entries: readonly string[];
}

/** A screen mounted at `path`, opened at `entries` (the history; the last is the current page), or at `path` itself. */
export const screenRoute = (path: string, ...entries: readonly string[]): ShellRoute => ({
  path,
  entries: entries.length > 0 ? entries : [path],
});

/** A theme key of its own, so the stories never touch a real visitor's `theme`. */
export const SCREEN_STORY_THEME_KEY = 'storybook:screen-theme';

/**
 * The app shell around a screen's stories: the theme (starting from the toolbar's, or
 * `parameters.themes.themeOverride`), stored under `SCREEN_STORY_THEME_KEY` so stories never touch a
 * real visitor's `theme`, and a router at `parameters.route` (a `screenRoute`, `/` by default); any
 * other URL shows "Navigated to …".
 */
export const withScreenShell: Decorator = (Story, context) => {
  const themes = context.parameters.themes as { themeOverride?: string } | undefined;
  const selected = themes?.themeOverride ?? context.globals.theme;
  const theme: ThemeName = selected === 'light' ? 'light' : 'dark';
  const { path, entries } = (context.parameters.route as ShellRoute | undefined) ?? screenRoute('/');
  return (
    <ThemeProvider key={theme} defaultTheme={theme} storageKey={SCREEN_STORY_THEME_KEY}>
      <MemoryRouter initialEntries={[...entries]} initialIndex={entries.length - 1}>
        <Switch>
          <Route path={path}><Story /></Route>
          <Route path="*"><NavigatedTo /></Route>
        </Switch>
      </MemoryRouter>
    </ThemeProvider>
  );
};
