import '@testing-library/jest-dom/vitest';
import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomeSplash } from './HomeSplash';
import { BOOTING_CLASS, SPLASH_SESSION_KEY } from './splashSession';

// The splash's chunk cannot be fetched (offline, or replaced by a new deploy).
vi.mock('./SplashOverlay', () => {
  throw new Error('Failed to fetch dynamically imported module: /assets/SplashOverlay.js');
});

describe('HomeSplash when its code cannot be fetched', () => {
  beforeEach(() => {
    sessionStorage.clear();
    document.documentElement.classList.add(BOOTING_CLASS);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => document.documentElement.classList.remove(BOOTING_CLASS));

  it('covers the home with the first frame while it tries, then gets out of the way', async () => {
    const { container } = render(<HomeSplash />);
    expect(container.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    expect(document.documentElement).toHaveClass(BOOTING_CLASS);
    await waitFor(() => expect(document.documentElement).not.toHaveClass(BOOTING_CLASS));
    await waitFor(() => expect(document.querySelector('[data-splash-root]')).toBeNull());
    expect(sessionStorage.getItem(SPLASH_SESSION_KEY)).toBe('true');
    expect(console.warn).toHaveBeenCalledWith('The splash could not be loaded; showing the home without it.', expect.any(Error));
  });
});
