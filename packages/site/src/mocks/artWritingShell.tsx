import { type ShellRoute, storyShell } from './storyShell';

/** A theme key of its own, so the stories never touch a real visitor's `theme`. */
export const STORY_THEME_KEY = 'storybook:art-writing-theme';

/** The route pattern the screen is mounted at, and the history (the last entry is the current page). */
export type StoryRoute = ShellRoute;

/** The app shell for the art and writing screens' stories, at `parameters.route`. */
export const withRouteShell = storyShell(STORY_THEME_KEY, (route) => route as StoryRoute);
