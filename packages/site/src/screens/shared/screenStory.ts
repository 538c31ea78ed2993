/**
 * What the screens' stories write alike: the meta of a screen mounted in a story shell (the shell,
 * a full-screen layout, the route, the API's answers through MSW, the docs text and a fresh theme),
 * and the helpers their play functions share. Stories only: the app never imports this file.
 */
import { siteConfigForVisitorsSchema } from '@portfolio/contracts/config';
import type { Decorator } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { userEvent, waitFor, within } from 'storybook/test';
import { getJson } from '../../http/http';
import { createConfigLoader } from '../../data/siteConfig';
import { aboutConfigFixture, configHandler } from '../../mocks/aboutMocks';
import { STORY_THEME_KEY as SCREEN_SHELL_THEME_KEY, type StoryRoute as ScreenShellRoute, withScreenShell } from '../../mocks/aboutProjectsShell';
import { STORY_THEME_KEY as ROUTE_SHELL_THEME_KEY, type StoryRoute as RouteShellRoute, withRouteShell } from '../../mocks/artWritingShell';
import { liveCommandBox } from '../../testing/liveTerminal';

interface ScreenStoryOptions<Route> {
  /** The docs page's description of the screen. */
  readonly description: string;
  /** More to do before each story (after the theme is reset); may return its clean-up. */
  readonly beforeEach?: () => (() => unknown) | void;
  /** The API's answers (MSW). */
  readonly handlers: readonly RequestHandler[];
  /** Where the shell mounts the screen (`parameters.route`). */
  readonly route: Route;
}

/**
 * A screen story's meta in `shell`, but for `title`, `component` and `tags`, which Storybook reads
 * from the file's text and so stay written in each file: `{ title, component, tags, ...meta }`.
 * The shell's own theme key is removed before each story, so it starts from the toolbar's theme.
 */
function screenStoryMeta<Route>(shell: Decorator, themeKey: string, { description, beforeEach, handlers, route }: ScreenStoryOptions<Route>) {
  return {
    decorators: [shell],
    parameters: {
      layout: 'fullscreen',
      route,
      msw: { handlers },
      docs: { description: { component: description } },
    },
    beforeEach: () => {
      localStorage.removeItem(themeKey);
      return beforeEach?.();
    },
  };
}

/** The art and writing screens' meta: their shell mounts the screen at `route.path` after the history `route.entries`. */
export const routeShellMeta = (options: ScreenStoryOptions<RouteShellRoute>) =>
  screenStoryMeta(withRouteShell, ROUTE_SHELL_THEME_KEY, options);

/** The projects, about and quick overview screens' meta: their shell opens `route.url`. */
export const screenShellMeta = (options: ScreenStoryOptions<ScreenShellRoute>) =>
  screenStoryMeta(withScreenShell, SCREEN_SHELL_THEME_KEY, options);

/** A play function's `canvas`: Testing Library's queries within the story (`within(canvasElement)`). */
export type StoryCanvas = ReturnType<typeof within>;

/**
 * The about and quick overview screens' meta: the screen shell, and the site config answered with
 * `aboutConfigFixture` unless a story answers its own. Each story passes its own `configLoader` arg
 * (`configStoryLoader()`), which the docs' args table leaves out.
 */
export const configScreenMeta = (options: Omit<ScreenStoryOptions<ScreenShellRoute>, 'handlers'>) => ({
  argTypes: { configLoader: { table: { disable: true } } },
  ...screenShellMeta({ ...options, handlers: configHandler(aboutConfigFixture) }),
});

/** A config loader of the story's own, reading through MSW, so each story can answer its own config. */
export const configStoryLoader = () => createConfigLoader(() => getJson('/api/config', siteConfigForVisitorsSchema));

/** What the play helpers query. */
type Queries = Pick<StoryCanvas, 'getByRole'>;

/** The terminal's input once its machine has loaded (`DeferredTerminal`). */
export const commandBox = (canvas: Queries) => waitFor(() => liveCommandBox(canvas));

/** Queries inside the terminal's log. */
export const terminalLog = (canvas: Queries) => within(canvas.getByRole('log'));

/** Types into the command box, then presses Tab (completion). */
export async function typeThenTab(input: HTMLElement, text: string): Promise<void> {
  await userEvent.type(input, text);
  await userEvent.keyboard('{Tab}');
}
