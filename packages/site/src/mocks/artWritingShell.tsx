import { ThemeProvider } from '@portfolio/terminal-ui/components/ThemeProvider';
import type { ThemeName } from '@portfolio/terminal-ui/engine/types';
import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter, Route, Switch, useSiteLocation } from '../routing';

/** A theme key of its own, so the stories never touch a real visitor's `theme`. */
export const STORY_THEME_KEY = 'storybook:art-writing-theme';

/** Where the screen sent the visitor: the stories' stand-in for the other routes. */
function NavigatedTo() {
  const { pathname } = useSiteLocation();
  return <p data-testid="navigated">{`Navigated to ${pathname}`}</p>;
}

export interface StoryRoute {
  /** The route pattern the screen is mounted at, e.g. `/writing/:slug`. */
  readonly path: string;
  /** The history; the last entry is the current page. */
  readonly entries: readonly string[];
}

/**
 * The app shell for the art and writing screens' stories: the theme (starting from the toolbar's,
 * or `parameters.themes.themeOverride`) and a router at `parameters.route`.
 */
export const withRouteShell: Decorator = (Story, context) => {
  const themes = context.parameters.themes as { themeOverride?: string } | undefined;
  const selected = themes?.themeOverride ?? context.globals.theme;
  const theme: ThemeName = selected === 'light' ? 'light' : 'dark';
  const route = context.parameters.route as StoryRoute;
  return (
    <ThemeProvider key={theme} defaultTheme={theme} storageKey={STORY_THEME_KEY}>
      <MemoryRouter initialEntries={[...route.entries]} initialIndex={route.entries.length - 1}>
        <Switch>
          <Route path={route.path}><Story /></Route>
          <Route path="*"><NavigatedTo /></Route>
        </Switch>
      </MemoryRouter>
    </ThemeProvider>
  );
};
