import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeviceClass } from '@portfolio/contracts/pageData';
import { ready } from './renderPage';
import { fixturePageData } from '../testing/serverPage';
import { takeOverPage } from './takeOverPage';

// The web font's timing is fonts/pageWebFont.ts's (its own tests); here, only when the take-over asks for it.
const webFontAtTouch = vi.fn();
const pageWebFont = vi.fn((_waits: boolean) => webFontAtTouch);
vi.mock('../fonts/pageWebFont', () => ({ pageWebFont: (waits: boolean) => pageWebFont(waits) }));
// Whether the splash is due and how it plays are screens/Home's (their own tests); here, only when it is started.
const splashDue = vi.fn(() => false);
const startSplash = vi.fn();
vi.mock('../screens/Home/splashStart', () => ({ splashDue: () => splashDue(), loadSplash: () => Promise.resolve({ startSplash }) }));

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
  startSplash.mockClear();
  splashDue.mockReturnValue(false);
  // Whatever a test left waiting is handed over, so nothing carries into the next.
  document.dispatchEvent(new Event('keydown'));
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

/** The whole stylesheet's link, held in the after-paint template as the API's `pages/afterPaint.ts` writes it. */
function holdStylesheet(): void {
  const afterPaint = document.createElement('template');
  afterPaint.id = 'after-paint';
  afterPaint.innerHTML = '<template data-whole-stylesheet><link rel="stylesheet" href="/assets/style-1.css"></template>';
  document.body.appendChild(afterPaint);
}
const wholeStylesheet = () => document.head.querySelector('[data-whole-stylesheet]');

/**
 * `takeOverPage` on `path` with the whole stylesheet held, until it has linked the stylesheet: the
 * take-over, which goes on once `loaded` is called, and its `hydrate`.
 */
async function takeOverLinking(path: string, device: DeviceClass, width: number) {
  holdStylesheet();
  await ready;
  window.history.replaceState(null, '', path);
  vi.stubGlobal('innerWidth', width);
  const hydrate = vi.fn();
  const taken = takeOverPage(fixturePageData(path, device, 'localhost'), document.createElement('div'), hydrate);
  await new Promise((resolve) => setTimeout(resolve, 20));
  const loaded = () => {
    wholeStylesheet()?.dispatchEvent(new Event('load'));
    return taken;
  };
  return { hydrate, loaded };
}

afterEach(() => {
  for (const element of document.querySelectorAll('[data-whole-stylesheet], #after-paint')) element.remove();
});

describe('takeOverPage and the whole stylesheet', () => {
  it('links it, and hydrates a page that does not wait only once it has loaded', async () => {
    const { hydrate, loaded } = await takeOverLinking('/about/quickview', 'desktop', 1280);
    expect(hydrate).not.toHaveBeenCalled();
    await loaded();
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('applies it on a waiting page only at the first touch, in that task, before hydrating', async () => {
    holdStylesheet();
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('.x{}')));
    const hydrate = await takeOver('/about/quickview', 'phone', 375);
    expect(wholeStylesheet()).toBeNull();
    let styledAtHydration: string | null | undefined;
    hydrate.mockImplementation(() => {
      styledAtHydration = wholeStylesheet()?.textContent;
    });
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(hydrate).toHaveBeenCalledTimes(1);
    expect(styledAtHydration).toBe('.x{}');
  });
});

describe('takeOverPage', () => {
  it('hydrates a desktop’s page at once', async () => {
    const hydrate = await takeOver('/about/quickview', 'desktop', 1280);
    expect(hydrate).toHaveBeenCalledTimes(1);
    expect(html.hasAttribute('data-app-waiting')).toBe(false);
  });

  it.each(['/about/quickview', '/projects', '/'])('holds a phone’s %s until the first touch, saying so on the document', async (path) => {
    const hydrate = await takeOver(path, 'phone', 375);
    expect(hydrate).not.toHaveBeenCalled();
    expect(html.hasAttribute('data-app-waiting')).toBe(true);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(hydrate).toHaveBeenCalledTimes(1);
    expect(html.hasAttribute('data-app-waiting')).toBe(false);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(hydrate).toHaveBeenCalledTimes(1);
    expect(startSplash).not.toHaveBeenCalled();
  });

  it('plays a first visit’s splash over a phone’s waiting `/`, with the whole stylesheet linked first', async () => {
    splashDue.mockReturnValue(true);
    const { hydrate, loaded } = await takeOverLinking('/', 'phone', 375);
    expect(startSplash).not.toHaveBeenCalled();
    await loaded();
    await vi.waitFor(() => expect(startSplash).toHaveBeenCalledTimes(1));
    expect(hydrate).not.toHaveBeenCalled();
    expect(html.hasAttribute('data-app-waiting')).toBe(true);
  });

  it('hydrates at once a page the server wrote for a phone that the browser lays out as a desktop’s', async () => {
    expect(await takeOver('/about/quickview', 'phone', 1280)).toHaveBeenCalledTimes(1);
    expect(html.hasAttribute('data-app-waiting')).toBe(false);
  });
});

describe('takeOverPage and the web font', () => {
  it('has a page that does not wait get it as it loads, and a waiting page at the first touch, after hydrating', async () => {
    pageWebFont.mockClear();
    await takeOver('/about/quickview', 'desktop', 1280);
    expect(pageWebFont.mock.calls).toEqual([[false]]);

    pageWebFont.mockClear();
    webFontAtTouch.mockClear();
    const hydrate = await takeOver('/about/quickview', 'phone', 375);
    expect(pageWebFont.mock.calls).toEqual([[true]]);
    expect(webFontAtTouch).not.toHaveBeenCalled();
    let hydratedFirst = false;
    webFontAtTouch.mockImplementation(() => {
      hydratedFirst = hydrate.mock.calls.length === 1;
    });
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(webFontAtTouch).toHaveBeenCalledTimes(1);
    expect(hydratedFirst).toBe(true);
  });
});
