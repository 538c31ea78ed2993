import { ThemeProvider } from '@portfolio/terminal-ui/components/ThemeProvider';
import type { ThemeName } from '@portfolio/terminal-ui/engine/types';
import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter, Route, Switch, useSiteLocation } from '../routing';

/** A key of its own, so stories never touch a real visitor's `theme`. */
export const STORY_THEME_KEY = 'storybook:projects-about-theme';

/** Where a command or a click went: the stories' stand-in for the other routes. */
function NavigatedTo() {
  const { pathname, search } = useSiteLocation();
  return <p data-testid="navigated">{`Navigated to ${pathname}${search}`}</p>;
}

export interface StoryRoute {
  /** The route pattern the screen is mounted at, e.g. `/projects/:id`. */
  readonly path: string;
  /** The URL the story opens, e.g. `/projects/pocket-oscilloscope`. */
  readonly url: string;
}

/**
 * The app shell around a screen for the projects, about and quick overview stories: the theme
 * (starting from the toolbar's, or `parameters.themes.themeOverride`) and a router at
 * `parameters.route`; any other URL shows "Navigated to …".
 */
export const withScreenShell: Decorator = (Story, context) => {
  const themes = context.parameters.themes as { themeOverride?: string } | undefined;
  const selected = themes?.themeOverride ?? context.globals.theme;
  const theme: ThemeName = selected === 'light' ? 'light' : 'dark';
  const route = (context.parameters.route as StoryRoute | undefined) ?? { path: '/', url: '/' };
  return (
    <ThemeProvider key={theme} defaultTheme={theme} storageKey={STORY_THEME_KEY}>
      <MemoryRouter initialEntries={[route.url]}>
        <Switch>
          <Route path={route.path}><Story /></Route>
          <Route path="*"><NavigatedTo /></Route>
        </Switch>
      </MemoryRouter>
    </ThemeProvider>
  );
};
