import '@testing-library/jest-dom/vitest';
import { ThemeProvider } from '@portfolio/terminal-ui/components/ThemeProvider';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '../../routing';
import { SPLASH_SESSION_KEY } from './splashSession';
import { HomeRoute } from './HomeRoute';

function renderAt(path: string, element: React.ReactNode) {
  return render(
    <ThemeProvider>
      <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
    </ThemeProvider>,
  );
}

describe('HomeRoute', () => {
  beforeEach(() => {
    sessionStorage.clear();
    // The splash warms the API up; here nothing answers but an empty object.
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}')));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the splash on the first visit of the session only, and names the page', async () => {
    const first = renderAt('/', <HomeRoute />);
    expect(await screen.findByTestId('splash')).toBeInTheDocument();
    expect(sessionStorage.getItem(SPLASH_SESSION_KEY)).toBe('true');
    expect(document.title).toBe('student — Computer Engineering Student');
    first.unmount();

    renderAt('/', <HomeRoute />);
    expect(screen.queryByTestId('splash')).not.toBeInTheDocument();
  });

  it('shows the home terminal on a desktop-wide window', async () => {
    sessionStorage.setItem(SPLASH_SESSION_KEY, 'true');
    renderAt('/', <HomeRoute />);
    expect(await screen.findByRole('textbox', { name: 'Command' })).toBeInTheDocument();
  });
});
