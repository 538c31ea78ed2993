import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ADMIN_TOKEN_KEY } from '../../auth/adminToken';
import {
  DRAFT_STORY_TOKEN,
  draftPostFixture,
  draftPostHandlers,
  gfmPostFixture,
  markdownPostFixture,
  mediaPostFixture,
  writingGfmHandlers,
  writingHandlers,
  writingLoadingHandlers,
  writingMediaHandlers,
} from '../../mocks/writingMocks';
import { screenMeta, screenRoute, type ScreenStory } from '../shared/screenStory';
import { WritingPostRoute } from './WritingPostRoute';
import writingPostDocs from './WritingPost.docs.md?raw';

const postRoute = (entries: string[]) => screenRoute('/writing/:slug', ...entries);
const postUrl = `/writing/${markdownPostFixture.slug}`;

export default {
  title: 'Screens/WritingPost',
  component: WritingPostRoute,
  ...screenMeta({ docs: writingPostDocs, route: postRoute(['/writing', postUrl]), handlers: writingHandlers }),
} satisfies Meta<typeof WritingPostRoute>;

/** Headings, lists, code, emphasis, a quote and links, styled for the terminal. */
export const RenderedMarkdown: ScreenStory = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: markdownPostFixture.title })).toBeInTheDocument();
    await expect(canvas.getByText('notes-on-learning-rust.md')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: 'What helped' })).toBeInTheDocument();
    await expect(canvas.getByText(/enum Instr/).closest('pre')).not.toBeNull();
    await expect(canvas.getByRole('link', { name: 'the Rust book' })).toHaveAttribute('target', '_blank');
    await expect(canvas.queryByRole('link', { name: 'a trap' })).not.toBeInTheDocument();
    await expect(canvas.getByText(/<b>raw html stays text<\/b>/)).toBeInTheDocument();
  },
};

/**
 * The owner's images in a post: each a `<picture>` (AVIF, WebP, then JPEG or PNG, every width, sized
 * to the column) with its size known before it loads; a link to one opens the file, not a page.
 */
export const WithImages: ScreenStory = {
  parameters: {
    route: postRoute(['/writing', `/writing/${mediaPostFixture.slug}`]),
    msw: { handlers: writingMediaHandlers },
  },
  play: async ({ canvas }) => {
    const photo = await canvas.findByRole('img', { name: 'The supply on the bench, reading 12.00 V' });
    await expect(photo.parentElement?.tagName).toBe('PICTURE');
    await expect(photo).toHaveAttribute('width', '2400');
    await expect(photo).toHaveAttribute('height', '1600');
    await expect(photo).toHaveAttribute('loading', 'lazy');
    // The browser chose an AVIF file (the placeholder server draws any file it is asked for).
    await waitFor(() => expect((photo as HTMLImageElement).currentSrc).toMatch(/^http.*\/media\/abcdefghijklmnopqrstuv_2400x1600_\d+\.avif$/));
    const column = photo.closest('article');
    await expect(photo.getBoundingClientRect().width).toBeLessThanOrEqual(column?.getBoundingClientRect().width ?? 0);
    const diagram = canvas.getByRole('img', { name: 'Block diagram of the tracking pre-regulator' });
    await expect(diagram.closest('picture')?.querySelector('source[type="image/webp"]')).not.toBeNull();
    const link = canvas.getByRole('link', { name: 'The full-size photo' });
    await expect(link).not.toHaveAttribute('data-discover');
    await expect(link).not.toHaveAttribute('target');
  },
};

/**
 * GitHub's extensions: a table (columns aligned as written), a task list (disabled checkboxes a
 * screen reader names), strikethrough; and a code block coloured by the server's `highlights` —
 * no highlighter runs in the browser.
 */
export const TablesAndHighlightedCode: ScreenStory = {
  parameters: {
    route: postRoute(['/writing', `/writing/${gfmPostFixture.slug}`]),
    msw: { handlers: writingGfmHandlers },
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table');
    await expect(canvas.getByRole('columnheader', { name: 'Current' })).toHaveAttribute('data-align', 'right');
    await expect(table.querySelector('del')).toHaveTextContent('thermistor');
    await expect(canvas.getByRole('checkbox', { name: 'Done' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Not done' })).toBeDisabled();
    const code = canvas.getByText('const').closest('code');
    await expect(code).toHaveAttribute('data-highlighted', 'true');
    await expect(code).toHaveTextContent('const budget: number = 40; // mA per pin');
  },
};

/** The table, task list and highlighted code in the light theme. */
export const TablesAndHighlightedCodeLight: ScreenStory = {
  parameters: { ...TablesAndHighlightedCode.parameters, themes: { themeOverride: 'light' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table')).toBeInTheDocument();
  },
};

/** Light theme. */
export const LightTheme: ScreenStory = {
  parameters: { themes: { themeOverride: 'light' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeInTheDocument();
  },
};

/** "cd ../" goes back one step in history (here, to the list). */
export const BackLink: ScreenStory = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1 });
    await userEvent.click(canvas.getByRole('link', { name: 'cd ../' }));
    await expect(await canvas.findByTestId('navigated')).toHaveTextContent('Navigated to /writing');
  },
};

/** A click on the header goes back too; opened directly (no history), back means /writing. */
export const HeaderClickWithoutHistory: ScreenStory = {
  parameters: { route: postRoute([postUrl]) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('heading', { level: 1 }));
    await expect(await canvas.findByTestId('navigated')).toHaveTextContent('Navigated to /writing');
  },
};

/** An unknown slug: "404: Post not found". */
export const NotFound: ScreenStory = {
  parameters: { route: postRoute(['/writing/no-such-post']) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '404: Post not found' }),
    ).toBeInTheDocument();
  },
};

/** While `GET /api/writing/{slug}` is under way: "Loading post...". */
export const Loading: ScreenStory = {
  parameters: { msw: { handlers: writingLoadingHandlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading post...');
  },
};

/**
 * The owner's draft: visitors get "404: Post not found"; in the owner's browser (the
 * admin's token in local storage) the page shows the post as visitors will see it, under
 * "Draft — visitors cannot see this".
 */
export const OwnersDraft: ScreenStory = {
  parameters: { route: postRoute([`/writing/${draftPostFixture.slug}`]), msw: { handlers: draftPostHandlers } },
  beforeEach: () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, DRAFT_STORY_TOKEN);
    return () => localStorage.removeItem(ADMIN_TOKEN_KEY);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: draftPostFixture.title })).toBeInTheDocument();
    await expect(canvas.getByRole('note')).toHaveTextContent('Draft — visitors cannot see this');
  },
};
