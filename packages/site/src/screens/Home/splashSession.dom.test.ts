import { beforeEach, describe, expect, it } from 'vitest';
import { markSplashShown, shouldShowSplash, SPLASH_SESSION_KEY, SPLASH_SKIPPED_ATTRIBUTE, splashSkippedEarly } from './splashSession';

describe('splash session flag', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows on / until the flag is set', () => {
    expect(shouldShowSplash('/')).toBe(true);
    markSplashShown();
    expect(sessionStorage.getItem(SPLASH_SESSION_KEY)).toBe('true');
    expect(shouldShowSplash('/')).toBe(false);
  });

  it('never shows on another path', () => {
    expect(shouldShowSplash('/about')).toBe(false);
  });

  it('does not show when storage is unusable', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(shouldShowSplash('/', broken)).toBe(false);
    expect(shouldShowSplash('/', null)).toBe(false);
    expect(() => markSplashShown(broken)).not.toThrow();
  });
});

describe('a first frame ended early', () => {
  it('is read from the mark index.html puts on <html>', () => {
    const root = document.createElement('html');
    expect(splashSkippedEarly(root)).toBe(false);
    root.setAttribute(SPLASH_SKIPPED_ATTRIBUTE, '');
    expect(splashSkippedEarly(root)).toBe(true);
  });
});
