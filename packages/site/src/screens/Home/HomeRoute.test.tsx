import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { configHandler, emptyConfigFixture } from '../../mocks/aboutMocks';
import { homeHandlers } from '../../mocks/homeMocks';
import { server } from '../../testing/mswServer';
import { renderRoutes } from '../../testing/renderRoutes';
import { SPLASH_SESSION_KEY } from './splashSession';
import { HomeRoute } from './HomeRoute';

const renderHome = () => renderRoutes(['/'], { '/': <HomeRoute /> });

describe('HomeRoute', () => {
  beforeEach(() => {
    sessionStorage.clear();
    // The splash warms the API up: the home stories' API, with a config the owner never saved.
    server.use(...configHandler(emptyConfigFixture), ...homeHandlers);
  });

  it('shows the splash on the first visit of the session only, and names the page', async () => {
    const first = renderHome();
    expect(await screen.findByTestId('splash')).toBeInTheDocument();
    expect(sessionStorage.getItem(SPLASH_SESSION_KEY)).toBe('true');
    expect(document.title).toBe('student — Computer Engineering Student');
    // Leaving the home closes it, as it closed with the home before it played in a root of its own.
    first.unmount();
    await waitFor(() => expect(screen.queryByTestId('splash')).not.toBeInTheDocument());

    renderHome();
    expect(screen.queryByTestId('splash')).not.toBeInTheDocument();
  });

  it('shows the home terminal on a desktop-wide window', async () => {
    sessionStorage.setItem(SPLASH_SESSION_KEY, 'true');
    renderHome();
    expect(await screen.findByRole('textbox', { name: 'Command' })).toBeInTheDocument();
  });
});
