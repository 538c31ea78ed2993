import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { writingEmptyHandlers, writingHandlers, writingLoadingHandlers } from '../../mocks/writingMocks';
import { commandBox, routeShellMeta, terminalLog, typeThenTab } from '../shared/screenStory';
import { WritingRoute } from './WritingRoute';

const meta = {
  title: 'Screens/Writing',
  component: WritingRoute,
  tags: ['autodocs'],
  ...routeShellMeta({
    description:
      'The writing list `/writing`: "Found N post(s)", newest first, each `{slug}.txt` with a local date ' +
      '(a link to the post page), in an area at most 400 px high; then a terminal at `~/writing` with `ls`, ' +
      '`cat <file>.txt` (title, date, kind and the Markdown source as plain text), a bare slug doing the ' +
      'same, `cd ..` (home), `theme`, `help`, `clear`. The API answers through MSW (`mocks/writingMocks.ts`).',
    handlers: writingHandlers,
    route: { path: '/writing', entries: ['/writing'] },
  }),
} satisfies Meta<typeof WritingRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list, newest first; `cat` prints a post, and a typed slug alone does the same. */
export const List: Story = {
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
export const Commands: Story = {
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
export const LightTheme: Story = {
  parameters: { themes: { themeOverride: 'light' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Found 3 posts')).toBeInTheDocument();
  },
};

/** No posts: "No files found". */
export const Empty: Story = {
  parameters: { msw: { handlers: writingEmptyHandlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No files found')).toBeInTheDocument();
  },
};

/** While `GET /api/writing` is under way: "Loading posts...". */
export const Loading: Story = {
  parameters: { msw: { handlers: writingLoadingHandlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading posts...');
  },
};
