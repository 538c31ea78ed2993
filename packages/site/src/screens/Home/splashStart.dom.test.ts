import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOTING_CLASS, SPLASH_SESSION_KEY, SPLASH_SKIPPED_ATTRIBUTE } from './splashSession';

const html = document.documentElement;
/** The module afresh: it decides once a page load. */
const freshStart = async () => {
  vi.resetModules();
  return import('./splashStart');
};

describe('splashDue', () => {
  beforeEach(() => {
    sessionStorage.clear();
    html.classList.add(BOOTING_CLASS);
    window.history.replaceState(null, '', '/');
  });

  afterEach(() => {
    html.classList.remove(BOOTING_CLASS);
    html.removeAttribute(SPLASH_SKIPPED_ATTRIBUTE);
    window.history.replaceState(null, '', '/');
  });

  it('is due on a session’s first `/`, counts the session as shown, and stays due for the page load', async () => {
    const { splashDue } = await freshStart();
    expect(splashDue()).toBe(true);
    expect(sessionStorage.getItem(SPLASH_SESSION_KEY)).toBe('true');
    expect(html).toHaveClass(BOOTING_CLASS);
    // React's development mode runs the home's effect twice: the second run must not lose it.
    expect(splashDue()).toBe(true);
  });

  it('is not once the session has seen it, nor on another page, and gives the page back', async () => {
    sessionStorage.setItem(SPLASH_SESSION_KEY, 'true');
    expect((await freshStart()).splashDue()).toBe(false);
    expect(html).not.toHaveClass(BOOTING_CLASS);
    sessionStorage.clear();
    window.history.replaceState(null, '', '/projects');
    expect((await freshStart()).splashDue()).toBe(false);
    expect(sessionStorage.getItem(SPLASH_SESSION_KEY)).toBeNull();
  });

  it('counts a first frame the visitor ended early as shown, and plays nothing', async () => {
    html.setAttribute(SPLASH_SKIPPED_ATTRIBUTE, '');
    expect((await freshStart()).splashDue()).toBe(false);
    expect(sessionStorage.getItem(SPLASH_SESSION_KEY)).toBe('true');
    expect(html).not.toHaveClass(BOOTING_CLASS);
  });
});
