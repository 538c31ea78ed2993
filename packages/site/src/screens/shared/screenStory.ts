/**
 * What the screens' stories write alike: the meta of a screen mounted in a story shell (the shell,
 * a full-screen layout, the route, the API's answers through MSW, the docs text and a fresh theme),
 * and the helpers their play functions share. Stories only: the app never imports this file.
 */
import { siteConfigForVisitorsSchema } from '@portfolio/contracts/config';
import type { StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { userEvent, waitFor, within } from 'storybook/test';
import { getJson } from '../../http/http';
import { loadMarkdownRenderer } from '../../markdown/markdownRenderer';
import { createConfigLoader } from '../../data/siteConfig';
import { aboutConfigFixture, configHandler } from '../../mocks/aboutMocks';
import { SCREEN_STORY_THEME_KEY, type ShellRoute, withScreenShell } from '../../mocks/storyShell';

export { screenRoute } from '../../mocks/storyShell';
import { liveCommandBox } from '../../testing/liveTerminal';

interface ScreenStoryOptions {
  /** The docs page's description of the screen: Markdown, from the `{Screen}.docs.md` beside the story file. */
  readonly docs: string;
  /** More to do before each story (after the theme is reset); may return its clean-up. */
  readonly beforeEach?: () => (() => unknown) | void;
  /** The API's answers (MSW). */
  readonly handlers: readonly RequestHandler[];
  /** Where the shell mounts the screen (`parameters.route`, a `screenRoute`). */
  readonly route: ShellRoute;
}

/**
 * A screen story's meta in the screen shell, but for `title` and `component`, which
 * Storybook reads from the file's text and so stay written in each file:
 * `{ title, component, ...screenMeta(…) }` (every story is documented: `tags` is set once in
 * `.storybook/preview.tsx`). The screen's description is prose, so it lives in Markdown beside the
 * story file (`Art.docs.md`, imported `?raw`). The shell's theme key is removed before each story,
 * so it starts from the toolbar's theme.
 */
export const screenMeta = ({ docs, beforeEach, handlers, route }: ScreenStoryOptions) => ({
  decorators: [withScreenShell],
  loaders: [withMarkdownRenderer],
  parameters: { layout: 'fullscreen', route, msw: { handlers }, docs: { description: { component: docs } } },
  beforeEach: () => {
    localStorage.removeItem(SCREEN_STORY_THEME_KEY);
    return beforeEach?.();
  },
});

/** A story loader: as the app's routes do, the Markdown renderer is in before a screen renders Markdown (`markdownRenderer.ts`). */
export const withMarkdownRenderer = (): Promise<object> => loadMarkdownRenderer().then(() => ({}));

/** A story of a screen that takes no props (those that do type theirs as `StoryObj<typeof Route>`). */
export type ScreenStory = StoryObj;

/** A play function's `canvas`: Testing Library's queries within the story (`within(canvasElement)`). */
export type StoryCanvas = ReturnType<typeof within>;

/**
 * The about and quick overview screens' meta: the screen shell, and the site config answered with
 * `aboutConfigFixture` unless a story answers its own. Each story passes its own `configLoader` arg
 * (`configStoryLoader()`), which the docs' args table leaves out.
 */
export const configScreenMeta = (options: Omit<ScreenStoryOptions, 'handlers'>) => ({
  argTypes: { configLoader: { table: { disable: true } } },
  ...screenMeta({ ...options, handlers: configHandler(aboutConfigFixture) }),
});

/** A config loader of the story's own, reading through MSW, so each story can answer its own config. */
export const configStoryLoader = () => createConfigLoader(() => getJson('/api/config', siteConfigForVisitorsSchema));

/** What the play helpers query. */
type Queries = Pick<StoryCanvas, 'getByRole'>;

/**
 * The terminal's input once its machine has loaded (`DeferredTerminal`). On a phone the machine
 * loads only when the visitor reaches for the command line (`useMachineLoad`), so a finger is put
 * on it first, as a visitor would; elsewhere that touch changes nothing.
 */
export const commandBox = (canvas: Queries): Promise<HTMLInputElement> =>
  waitFor(() => {
    const box = canvas.getByRole('textbox', { name: 'Command' });
    if (box.closest('[data-pending]') !== null) box.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch' }));
    return liveCommandBox(canvas);
  });

/** Queries inside the terminal's log. */
export const terminalLog = (canvas: Queries) => within(canvas.getByRole('log'));

/** Types into the command box, then presses Tab (completion). */
export async function typeThenTab(input: HTMLElement, text: string): Promise<void> {
  await userEvent.type(input, text);
  await userEvent.keyboard('{Tab}');
}
