import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';

const FAILED_FETCH = 'Failed to fetch dynamically imported module: /assets/ArtRoute-abc123.js';

describe('ScreenErrorBoundary', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));

  it('shows the screen while nothing fails', () => {
    render(
      <ScreenErrorBoundary>
        <p>the screen</p>
      </ScreenErrorBoundary>,
    );
    expect(screen.getByText('the screen')).toBeInTheDocument();
  });

  it('turns a screen whose code cannot be fetched into a message with a reload and a way home', async () => {
    const Unreachable = lazy(() => Promise.reject(new Error(FAILED_FETCH)));
    render(
      <ScreenErrorBoundary>
        <Suspense fallback={<p>loading</p>}>
          <Unreachable />
        </Suspense>
      </ScreenErrorBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(`This screen could not be loaded: ${FAILED_FETCH}`);
    expect(screen.getByText('Check the connection, then reload the page.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'reload' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'cd ~' })).toHaveAttribute('href', '/');
    expect(console.error).toHaveBeenCalledWith('A screen failed to load', expect.any(Error));
  });
});
