import type { WritingPost } from '@portfolio/contracts/writing';
import type { Meta } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import {
  markdownPostFixture,
  mediaPostFixture,
  postFixtures,
  postHandler,
  writingHandlers,
  writingListFixture,
  writingListHandler,
  writingMediaHandlers,
} from '../../mocks/writingMocks';
import { screenMeta, screenRoute, type ScreenStory, type StoryCanvas } from '../shared/screenStory';
import { WritingPostRoute } from './WritingPostRoute';
import readerDocs from './WritingPostReader.docs.md?raw';

const postRoute = (slug: string) => screenRoute('/writing/:slug', '/writing', `/writing/${slug}`);
const light = { themes: { themeOverride: 'light' } };

export default {
  title: "Screens/WritingPost: the reader's states",
  component: WritingPostRoute,
  ...screenMeta({ docs: readerDocs, route: postRoute(markdownPostFixture.slug), handlers: writingHandlers }),
} satisfies Meta<typeof WritingPostRoute>;

/** The footer at a post's end reads these lines, once the writing list (which gives the posts beside it) is in. */
async function expectFooter(canvas: StoryCanvas, lines: readonly string[]): Promise<void> {
  const footer = await canvas.findByRole('navigation', { name: 'More writing' });
  await waitFor(() => expect(within(footer).getAllByRole('listitem').map((item) => item.textContent)).toEqual(lines));
}

/** A post in the middle of the list: its reading time under the title; at its end the older and the newer post, and all posts. */
export const ReadingTimeAndFooter: ScreenStory = {
  play: async ({ canvas }) => {
    const title = await canvas.findByRole('heading', { level: 1, name: 'Notes on Learning Rust as a C Programmer' });
    // The date is in the reader's own locale; the kind and the reading time follow it.
    await expect(title.nextElementSibling).toHaveTextContent(/ · essay · 1 min read$/);
    await expect(canvas.getByText('1 min read')).toBeVisible();
    await expectFooter(canvas, [
      'Previous post: Why I Keep a Lab Notebook',
      'Next post: Debugging a Brown-Out at 2 A.M.',
      '← All posts',
    ]);
    await expect(canvas.getByRole('link', { name: 'Why I Keep a Lab Notebook' })).toHaveAttribute('rel', 'prev');
    await expect(canvas.getByRole('link', { name: 'All posts' })).toHaveAttribute('href', '/writing');
    await userEvent.click(canvas.getByRole('link', { name: 'Debugging a Brown-Out at 2 A.M.' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Debugging a Brown-Out at 2 A.M.' })).toBeVisible();
  },
};

/** The same, light theme. */
export const ReadingTimeAndFooterLight: ScreenStory = {
  parameters: light,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('1 min read')).toBeVisible();
    await expectFooter(canvas, [
      'Previous post: Why I Keep a Lab Notebook',
      'Next post: Debugging a Brown-Out at 2 A.M.',
      '← All posts',
    ]);
  },
};

/** The newest post: no "Next post:". "← All posts" goes to the list. */
export const NewestPostFooter: ScreenStory = {
  parameters: { route: postRoute('debugging-a-brown-out') },
  play: async ({ canvas }) => {
    await expectFooter(canvas, ['Previous post: Notes on Learning Rust as a C Programmer', '← All posts']);
    await expect(canvas.queryByText('Next post:')).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'All posts' }));
    await expect(await canvas.findByTestId('navigated')).toHaveTextContent('Navigated to /writing');
  },
};

/** The oldest post: no "Previous post:". */
export const OldestPostFooter: ScreenStory = {
  parameters: { route: postRoute('why-i-keep-a-lab-notebook') },
  play: async ({ canvas }) => {
    await expectFooter(canvas, ['Next post: Notes on Learning Rust as a C Programmer', '← All posts']);
    await expect(canvas.queryByText('Previous post:')).toBeNull();
  },
};

/** 700 words: "3 min read". A post not in the list (here, one the list has not caught up with) links only to all posts. */
const longPost: WritingPost = {
  slug: 'a-long-read',
  title: 'A Long Read',
  date: '2026-04-02',
  kind: 'essay',
  content: `# A Long Read\n\n${'Measured twice, soldered once. '.repeat(175)}`,
};

export const LongerReadingTime: ScreenStory = {
  parameters: {
    route: postRoute(longPost.slug),
    msw: { handlers: [writingListHandler(writingListFixture), postHandler([...postFixtures, longPost])] },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'A Long Read' });
    await expect(canvas.getByText('3 min read')).toBeVisible();
    await expectFooter(canvas, ['← All posts']);
  },
};

/** The code the post's block holds, as the copy button puts it on the clipboard (no final line ending). */
const RUST_CODE = 'enum Instr {\n    Add { rd: u8, rs1: u8, rs2: u8 },\n}';

/**
 * The page as it is with scripts (index.html's inline script marks it `js`; without them the button
 * is hidden, as it could do nothing), and the clipboard stubbed: a story never writes the real one.
 */
function withScriptsAndClipboard() {
  const html = document.documentElement;
  const hadJs = html.classList.contains('js');
  html.classList.add('js');
  const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  return () => {
    writeText.mockRestore();
    if (!hadJs) html.classList.remove('js');
  };
}

const copyButton = (canvas: StoryCanvas) => canvas.findByRole('button', { name: 'Copy code' });

/** A code block's button, idle: "copy", reached with the keyboard. */
export const CopyButton: ScreenStory = {
  beforeEach: withScriptsAndClipboard,
  play: async ({ canvas }) => {
    const button = await copyButton(canvas);
    await expect(within(button).getByText('copy')).toBeVisible();
    await expect(within(button).getByText('copied')).not.toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    // Tab from the code block (it scrolls sideways, so it takes the focus) reaches the button.
    (button.previousElementSibling as HTMLElement).focus();
    await userEvent.tab();
    await expect(button).toHaveFocus();
  },
};

/** Clicked: the code is copied, the button shows "copied" and a live region says "Copied" (for 2 s). */
export const CopyButtonCopied: ScreenStory = {
  beforeEach: withScriptsAndClipboard,
  play: async ({ canvas }) => {
    const button = await copyButton(canvas);
    await userEvent.click(button);
    await expect(navigator.clipboard.writeText).toHaveBeenCalledTimes(1);
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(RUST_CODE);
    // Its name holds what it shows meanwhile.
    await expect(button).toHaveAccessibleName('Copy code, copied');
    await waitFor(() => expect(within(button).getByText('copied')).toBeVisible());
    await expect(within(button).getByText('copy')).not.toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied');
  },
};

/** The same, light theme. */
export const CopyButtonCopiedLight: ScreenStory = {
  ...CopyButtonCopied,
  parameters: light,
};

const PHOTO_ALT = 'The supply on the bench, reading 12.00 V';
const DIAGRAM_ALT = 'Block diagram of the tracking pre-regulator';

/** An image in a post opens the post's images in the lightbox, on the one clicked; "next" moves on. */
export const ImageLightbox: ScreenStory = {
  parameters: { route: postRoute(mediaPostFixture.slug), msw: { handlers: writingMediaHandlers } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: PHOTO_ALT }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Images in Building the Bench Supply' }));
    await expect(dialog.getByTestId('lightbox-counter')).toHaveTextContent('1 / 2');
    await expect(dialog.getByRole('img')).toHaveAccessibleName(PHOTO_ALT);
    const buttons = dialog.getAllByRole('button').map((button) => button.textContent);
    await expect(buttons).toEqual(['← previous', 'next →', '× close']);
    await userEvent.click(dialog.getByRole('button', { name: 'next' }));
    await expect(dialog.getByTestId('lightbox-counter')).toHaveTextContent('2 / 2');
    await expect(dialog.getByRole('img')).toHaveAccessibleName(DIAGRAM_ALT);
  },
};

/** The lightbox over a post, light theme, opened on the second image; "previous" goes back. */
export const ImageLightboxLight: ScreenStory = {
  parameters: { ...ImageLightbox.parameters, ...light },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: DIAGRAM_ALT }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Images in Building the Bench Supply' }));
    await expect(dialog.getByTestId('lightbox-counter')).toHaveTextContent('2 / 2');
    await userEvent.click(dialog.getByRole('button', { name: 'previous' }));
    await expect(dialog.getByTestId('lightbox-counter')).toHaveTextContent('1 / 2');
    await expect(dialog.getByRole('img')).toHaveAccessibleName(PHOTO_ALT);
  },
};
