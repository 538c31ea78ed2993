import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOTING_CLASS, SPLASH_SKIPPED_ATTRIBUTE } from './splashSession';

// The live splash (its machine and timeline are terminal-ui's): here a button that ends it.
vi.mock('@portfolio/terminal-ui/components/Splash', () => ({
  Splash: ({ onDone }: { onDone: () => void }) => (
    <button type="button" data-testid="splash" onClick={onDone}>
      boot
    </button>
  ),
}));

const html = document.documentElement;
const splashRoots = () => document.querySelectorAll('[data-splash-root]');
/** The module afresh: it plays the splash once a page load. */
const freshOverlay = async () => {
  vi.resetModules();
  return import('./SplashOverlay');
};

describe('the splash’s own root', () => {
  beforeEach(() => html.classList.add(BOOTING_CLASS));

  afterEach(async () => {
    html.classList.remove(BOOTING_CLASS);
    html.removeAttribute(SPLASH_SKIPPED_ATTRIBUTE);
    for (const button of screen.queryAllByTestId('splash')) fireEvent.click(button);
    await waitFor(() => expect(splashRoots()).toHaveLength(0));
  });

  it('plays over the page once a page load, drops the first frame once up, and leaves when done', async () => {
    const { startSplash } = await freshOverlay();
    startSplash();
    startSplash();
    expect(await screen.findByTestId('splash')).toBeInTheDocument();
    expect(splashRoots()).toHaveLength(1);
    expect(splashRoots()[0]?.parentElement).toBe(document.body);
    expect(html).not.toHaveClass(BOOTING_CLASS);
    fireEvent.click(screen.getByTestId('splash'));
    await waitFor(() => expect(splashRoots()).toHaveLength(0));
    startSplash();
    expect(splashRoots()).toHaveLength(0);
  });

  it('closes at once when the visitor ended the first frame while its code was on its way', async () => {
    html.setAttribute(SPLASH_SKIPPED_ATTRIBUTE, '');
    const { startSplash } = await freshOverlay();
    startSplash();
    await waitFor(() => expect(splashRoots()).toHaveLength(0));
    expect(screen.queryByTestId('splash')).not.toBeInTheDocument();
    expect(html).not.toHaveClass(BOOTING_CLASS);
  });

  it('closes when the home lets go of it (leaving `/`), but not when it holds it again at once', async () => {
    const { holdSplash } = await freshOverlay();
    const release = holdSplash();
    expect(await screen.findByTestId('splash')).toBeInTheDocument();
    // React's development mode: the effect's cleanup, then the effect again.
    release();
    const releaseAgain = holdSplash();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByTestId('splash')).toBeInTheDocument();
    releaseAgain();
    await waitFor(() => expect(splashRoots()).toHaveLength(0));
  });
});
