import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { artHandlers } from '../../mocks/artMocks';
import { server } from '../../testing/mswServer';
import { renderRoutes } from '../../testing/renderRoutes';
import { ArtReviewRoute } from './ArtReviewRoute';

const renderReview = (path: string) => renderRoutes([path], { '/art/:category/:id': <ArtReviewRoute />, '/art': <p>art terminal</p>, '/': <p>home terminal</p> });

describe('ArtReviewRoute', () => {
  beforeEach(() => server.use(...artHandlers));

  it('shows the loading text, then the entry as cat prints it and its review', async () => {
    renderReview('/art/music/in-rainbows');
    expect(screen.getByRole('status')).toHaveTextContent('Loading review...');
    expect(await screen.findByRole('heading', { level: 1, name: 'In Rainbows' })).toBeInTheDocument();
    expect(screen.getByText('in-rainbows.txt')).toBeInTheDocument();
    expect(screen.getByText('Creator:').nextElementSibling).toHaveTextContent('Radiohead');
    expect(screen.getByText('Category:').nextElementSibling).toHaveTextContent('music');
    expect(screen.getByText('I put this on as background music for a soldering session.')).toBeInTheDocument();
    expect(document.title).toBe('Review: In Rainbows — student');
  });

  it('goes back to the art terminal from above and below the review', async () => {
    const user = userEvent.setup();
    renderReview('/art/books/the-soul-of-a-new-machine');
    await screen.findByRole('heading', { level: 1, name: 'The Soul of a New Machine' });
    expect(screen.getByRole('link', { name: 'cd ~/art' })).toHaveAttribute('href', '/art');
    await user.click(screen.getByRole('link', { name: 'Back to Art' }));
    expect(await screen.findByText('art terminal')).toBeInTheDocument();
  });

  it.each([
    ['an unknown kind', '/art/games/in-rainbows'],
    ['an id of another kind', '/art/books/in-rainbows'],
    ['an unknown id', '/art/music/nothing'],
    ['an entry without a review', '/art/music/blue'],
    ['an entry whose review post is gone', '/art/music/currents'],
  ])('is the 404 page for %s', async (_case, path) => {
    renderReview(path);
    expect(await screen.findByRole('heading', { level: 1, name: '404: page not found' })).toBeInTheDocument();
    expect(screen.getByText(`cd: ${path}: No such file or directory`)).toBeInTheDocument();
    expect(document.title).toBe('404: page not found — student');
  });

  it('says why when the art cannot be read', async () => {
    server.use(http.get('/api/art', () => new HttpResponse(null, { status: 500 })));
    renderReview('/art/music/in-rainbows');
    expect(await screen.findByRole('heading', { level: 1, name: /^Failed to load review: / })).toBeInTheDocument();
  });
});
