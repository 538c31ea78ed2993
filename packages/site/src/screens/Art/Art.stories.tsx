import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { artHandlers, artLoadingHandlers } from '../../mocks/artMocks';
import { commandBox, screenMeta, screenRoute, type ScreenStory, type StoryCanvas, terminalLog, typeThenTab } from '../shared/screenStory';
import { ArtRoute } from './ArtRoute';
import artDocs from './Art.docs.md?raw';

export default {
  title: 'Screens/Art',
  component: ArtRoute,
  ...screenMeta({ docs: artDocs, route: screenRoute('/art'), handlers: artHandlers }),
} satisfies Meta<typeof ArtRoute>;

async function enter(canvas: StoryCanvas, line: string) {
  const input = await commandBox(canvas);
  await userEvent.type(input, `${line}{Enter}`);
  return input;
}

/** The root: the welcome line; `ls` lists the four categories, a click fills the `cd` command. */
export const Root: ScreenStory = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^Welcome to ~\/art/)).toBeInTheDocument();
    const input = await enter(canvas, 'ls');
    await userEvent.click(terminalLog(canvas).getByRole('button', { name: 'books/' }));
    await expect(input).toHaveValue('cd books');
    await expect(canvas.queryByRole('complementary')).not.toBeInTheDocument();
  },
};

/** `cd music`: the files, the prompt `~/art/music`, and the cover in the taller panel; a file click and `cat`. */
export const MusicWithCover: ScreenStory = {
  play: async ({ canvas }) => {
    const input = await enter(canvas, 'cd music');
    await expect(canvas.getByRole('img', { name: 'Current music cover' })).toBeInTheDocument();
    await expect(canvas.getByRole('complementary', { name: 'music cover' })).toHaveAttribute('data-category', 'music');
    await waitFor(() => expect(canvas.getAllByTestId('prompt').at(-1)).toHaveTextContent(/:~\/art\/music\$$/));
    await userEvent.click(terminalLog(canvas).getByRole('button', { name: 'in-rainbows.txt' }));
    await expect(input).toHaveValue('cat in-rainbows.txt');
    await userEvent.keyboard('{Enter}');
    await expect(
      await terminalLog(canvas).findByText('I put this on as background music for a soldering session.'),
    ).toBeInTheDocument();
  },
};

/** A category without a cover: "No cover set for books"; a file without a review. */
export const BooksWithoutCover: ScreenStory = {
  play: async ({ canvas }) => {
    await enter(canvas, 'cd books');
    await expect(canvas.getByText('No cover set for books')).toBeInTheDocument();
    await enter(canvas, 'cat dune.txt');
    await expect(await terminalLog(canvas).findByText('No review available')).toBeInTheDocument();
  },
};

/** Tab completes commands, categories after `cd ` and files after `cat `; several matches are listed. */
export const TabCompletion: ScreenStory = {
  play: async ({ canvas }) => {
    const input = await commandBox(canvas);
    await typeThenTab(input, 'cd m');
    await expect(await terminalLog(canvas).findByText('music | movies')).toBeInTheDocument();
    await typeThenTab(input, 'o');
    await expect(input).toHaveValue('cd movies');
    await userEvent.keyboard('{Enter}');
    await typeThenTab(input, 'cat a');
    await expect(input).toHaveValue('cat arrival.txt');
  },
};

/** Errors: an unknown directory, `cat` at the root, an unknown file, an unknown command. */
export const Errors: ScreenStory = {
  play: async ({ canvas }) => {
    const output = () => terminalLog(canvas);
    await enter(canvas, 'cat in-rainbows.txt');
    await expect(
      output().getByText('cat: No files in root directory. Navigate to a subdirectory first.'),
    ).toBeInTheDocument();
    await enter(canvas, 'cd games');
    await expect(output().getByText('cd: games: No such directory')).toBeInTheDocument();
    await enter(canvas, 'cd shows');
    await enter(canvas, 'cat nothing.txt');
    await expect(output().getByText('cat: nothing.txt: No such file or directory')).toBeInTheDocument();
    await enter(canvas, 'rm -rf');
    await expect(output().getByText('rm: command not found')).toBeInTheDocument();
  },
};

/** Light theme, inside movies (cover set). */
export const LightTheme: ScreenStory = {
  parameters: { themes: { themeOverride: 'light' } },
  play: async ({ canvas }) => {
    await enter(canvas, 'cd movies');
    await expect(canvas.getByRole('img', { name: 'Current movies cover' })).toBeInTheDocument();
  },
};

/** `cd ..` from the root leaves for the home terminal. */
export const BackHome: ScreenStory = {
  play: async ({ canvas }) => {
    await enter(canvas, 'cd music');
    await enter(canvas, 'cd ..');
    await expect(await canvas.findByText(/^Welcome to ~\/art/)).toBeInTheDocument();
    await enter(canvas, 'cd ..');
    await expect(await canvas.findByTestId('navigated')).toHaveTextContent('Navigated to /');
  },
};

/** While `GET /api/art` is under way: "Loading art data...". */
export const Loading: ScreenStory = {
  parameters: { msw: { handlers: artLoadingHandlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading art data...');
  },
};

/** On a phone the cover panel sits above the terminal (the art screen is desktop-first). */
export const Phone: ScreenStory = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await enter(canvas, 'cd music');
    await expect(canvas.getByRole('complementary', { name: 'music cover' })).toBeInTheDocument();
  },
};
