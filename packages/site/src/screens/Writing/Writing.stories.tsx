import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { writingEmptyHandlers, writingHandlers, writingLoadingHandlers } from '../../mocks/writingMocks';
import { commandBox, screenMeta, screenRoute, type ScreenStory, terminalLog, typeThenTab } from '../shared/screenStory';
import { WritingRoute } from './WritingRoute';
import writingDocs from './Writing.docs.md?raw';

export default {
  title: 'Screens/Writing',
  component: WritingRoute,
  ...screenMeta({ docs: writingDocs, route: screenRoute('/writing'), handlers: writingHandlers }),
} satisfies Meta<typeof WritingRoute>;

/** The list, newest first; `cat` prints a post, and a typed slug alone does the same. */
export const List: ScreenStory = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Found 3 posts')).toBeInTheDocument();
    const links = within(canvas.getByRole('list')).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'debugging-a-brown-out.txt',
      'notes-on-learning-rust.txt',
      'why-i-keep-a-lab-notebook.txt',
    ]);
    const input = await commandBox(canvas);
    await userEvent.type(input, 'cat why-i-keep-a-lab-notebook.txt{Enter}');
    await expect(await terminalLog(canvas).findByText('Every project gets a plain paper notebook.')).toBeInTheDocument();
    await userEvent.type(input, 'clear{Enter}debugging-a-brown-out{Enter}');
    await expect(await terminalLog(canvas).findByText('The greenhouse controller kept rebooting.')).toBeInTheDocument();
  },
};

/** `ls` in the terminal; a file fills its `cat` command; Tab completes file names; usage errors. */
export const Commands: ScreenStory = {
  play: async ({ canvas }) => {
    const input = await commandBox(canvas);
    await userEvent.type(input, 'ls{Enter}');
    await userEvent.click(terminalLog(canvas).getByRole('button', { name: 'notes-on-learning-rust.txt' }));
    await expect(input).toHaveValue('cat notes-on-learning-rust.txt');
    await userEvent.clear(input);
    await typeThenTab(input, 'cat w');
    await expect(input).toHaveValue('cat why-i-keep-a-lab-notebook.txt');
    await userEvent.clear(input);
    await userEvent.type(input, 'cat{Enter}cd projects{Enter}');
    await expect(terminalLog(canvas).getByText('Usage: cat <filename>.txt')).toBeInTheDocument();
    await expect(terminalLog(canvas).getByText('Usage: cd ..')).toBeInTheDocument();
  },
};

/** Light theme. */
export const LightTheme: ScreenStory = {
  parameters: { themes: { themeOverride: 'light' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Found 3 posts')).toBeInTheDocument();
  },
};

/** No posts: "No files found". */
export const Empty: ScreenStory = {
  parameters: { msw: { handlers: writingEmptyHandlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No files found')).toBeInTheDocument();
  },
};

/** While `GET /api/writing` is under way: "Loading posts...". */
export const Loading: ScreenStory = {
  parameters: { msw: { handlers: writingLoadingHandlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading posts...');
  },
};
