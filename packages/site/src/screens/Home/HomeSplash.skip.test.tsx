import '@testing-library/jest-dom/vitest';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HomeSplash } from './HomeSplash';
import { BOOTING_CLASS, SPLASH_SESSION_KEY, SPLASH_SKIPPED_ATTRIBUTE } from './splashSession';

describe('HomeSplash after its first frame was ended early', () => {
  afterEach(() => {
    document.documentElement.removeAttribute(SPLASH_SKIPPED_ATTRIBUTE);
    document.documentElement.classList.remove(BOOTING_CLASS);
    sessionStorage.clear();
  });

  it('shows the home at once and counts the splash as shown', () => {
    sessionStorage.clear();
    document.documentElement.setAttribute(SPLASH_SKIPPED_ATTRIBUTE, '');
    render(<HomeSplash />);
    expect(document.querySelector('[data-splash-root]')).toBeNull();
    expect(document.documentElement).not.toHaveClass(BOOTING_CLASS);
    expect(sessionStorage.getItem(SPLASH_SESSION_KEY)).toBe('true');
  });
});
