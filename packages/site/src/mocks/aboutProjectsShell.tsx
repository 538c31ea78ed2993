import { storyShell } from './storyShell';

/** A key of its own, so stories never touch a real visitor's `theme`. */
export const STORY_THEME_KEY = 'storybook:projects-about-theme';

export interface StoryRoute {
  /** The route pattern the screen is mounted at, e.g. `/projects/:id`. */
  readonly path: string;
  /** The URL the story opens, e.g. `/projects/pocket-oscilloscope`. */
  readonly url: string;
}

/** The app shell for the projects, about and quick overview stories, at `parameters.route` (`/` by default). */
export const withScreenShell = storyShell(STORY_THEME_KEY, (route) => {
  const { path, url } = (route as StoryRoute | undefined) ?? { path: '/', url: '/' };
  return { path, entries: [url] };
});
