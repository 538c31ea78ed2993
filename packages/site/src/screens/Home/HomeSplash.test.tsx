import '@testing-library/jest-dom/vitest';
import { render, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HomeSplash } from './HomeSplash';
import { SPLASH_SESSION_KEY } from './splashSession';

// The splash's chunk cannot be fetched (offline, or replaced by a new deploy).
vi.mock('./SplashOverlay', () => {
  throw new Error('Failed to fetch dynamically imported module: /assets/SplashOverlay.js');
});

describe('HomeSplash when its code cannot be fetched', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('covers the home while it tries, then gets out of the way', async () => {
    const { container } = render(<HomeSplash />);
    expect(container.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(sessionStorage.getItem(SPLASH_SESSION_KEY)).toBe('true');
    expect(console.warn).toHaveBeenCalledWith('The splash could not be loaded; showing the home without it.', expect.any(Error));
  });
});
