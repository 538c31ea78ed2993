import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeviceClass } from '@portfolio/contracts/pageData';
import { ready } from './renderPage';
import { fixturePageData } from '../testing/serverPage';
import { takeOverPage } from './takeOverPage';

const html = document.documentElement;

/** `takeOverPage` on `path` as the server wrote it for `device`, in a window `width` wide. */
async function takeOver(path: string, device: DeviceClass, width: number) {
  await ready;
  window.history.replaceState(null, '', path);
  vi.stubGlobal('innerWidth', width);
  const hydrate = vi.fn();
  await takeOverPage(fixturePageData(path, device, 'localhost'), document.createElement('div'), hydrate);
  return hydrate;
}

afterEach(() => {
  // Whatever a test left waiting is handed over, so nothing carries into the next.
  document.dispatchEvent(new Event('keydown'));
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('takeOverPage', () => {
  it('hydrates a desktop’s page at once', async () => {
    const hydrate = await takeOver('/about/quickview', 'desktop', 1280);
    expect(hydrate).toHaveBeenCalledTimes(1);
    expect(html.hasAttribute('data-app-waiting')).toBe(false);
  });

  it.each(['/about/quickview', '/projects'])('holds a phone’s %s until the first touch, saying so on the document', async (path) => {
    const hydrate = await takeOver(path, 'phone', 375);
    expect(hydrate).not.toHaveBeenCalled();
    expect(html.hasAttribute('data-app-waiting')).toBe(true);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(hydrate).toHaveBeenCalledTimes(1);
    expect(html.hasAttribute('data-app-waiting')).toBe(false);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('hydrates a phone’s `/` at once (the first visit’s splash), and a page the server wrote for a phone that the browser lays out as a desktop’s', async () => {
    expect(await takeOver('/', 'phone', 375)).toHaveBeenCalledTimes(1);
    expect(await takeOver('/about/quickview', 'phone', 1280)).toHaveBeenCalledTimes(1);
    expect(html.hasAttribute('data-app-waiting')).toBe(false);
  });
});
