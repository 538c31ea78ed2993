import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { artHandlers, artLoadingHandlers } from '../../mocks/artMocks';
import { screenMeta, screenRoute, type ScreenStory } from '../shared/screenStory';
import { ArtReviewRoute } from './ArtReviewRoute';
import artReviewDocs from './ArtReview.docs.md?raw';

const reviewRoute = (path: string) => screenRoute('/art/:category/:id', '/art', path);

export default {
  title: 'Screens/ArtReview',
  component: ArtReviewRoute,
  ...screenMeta({ docs: artReviewDocs, route: reviewRoute('/art/music/in-rainbows'), handlers: artHandlers }),
} satisfies Meta<typeof ArtReviewRoute>;

/** A music review, dark theme: the `cat` that opened it, the entry's fields, the review; "← Back to Art" leads to the art terminal. */
export const Review: ScreenStory = {
  parameters: { themes: { themeOverride: 'dark' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'In Rainbows' })).toBeInTheDocument();
    await expect(canvas.getByText('in-rainbows.txt')).toBeInTheDocument();
    await expect(canvas.getByText('Radiohead')).toBeInTheDocument();
    await expect(canvas.getByText('I put this on as background music for a soldering session.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'cd ~/art' })).toHaveAttribute('href', '/art');
    await userEvent.click(canvas.getByRole('link', { name: 'Back to Art' }));
    await expect(await canvas.findByTestId('navigated')).toHaveTextContent('Navigated to /art');
  },
};

/** A book's review in the light theme. */
export const ReviewLight: ScreenStory = {
  parameters: { themes: { themeOverride: 'light' }, route: reviewRoute('/art/books/the-soul-of-a-new-machine') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'The Soul of a New Machine' })).toBeInTheDocument();
    await expect(canvas.getByText('books')).toBeInTheDocument();
  },
};

/** An entry without a review has no page: the site's 404 page. */
export const NotFound: ScreenStory = {
  parameters: { themes: { themeOverride: 'dark' }, route: reviewRoute('/art/music/blue') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '404: page not found' })).toBeInTheDocument();
    await expect(canvas.getByText('cd: /art/music/blue: No such file or directory')).toBeInTheDocument();
  },
};

/** The 404 page in the light theme: an unknown kind. */
export const NotFoundLight: ScreenStory = {
  parameters: { themes: { themeOverride: 'light' }, route: reviewRoute('/art/games/in-rainbows') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '404: page not found' })).toBeInTheDocument();
  },
};

/** While the art is on its way: "Loading review...". */
export const Loading: ScreenStory = {
  parameters: { msw: { handlers: artLoadingHandlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading review...');
  },
};
