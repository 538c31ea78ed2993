import type { DeviceClass, PageData } from '@portfolio/contracts/pageData';
import { act } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { type MockInstance, onTestFinished, vi } from 'vitest';
import { AppRoutes, openPage } from '../app/AppRoutes';
import { aboutConfigFixture } from '../mocks/aboutMocks';
import { artFixture } from '../mocks/artMocks';
import { homeConfigFixture } from '../mocks/homeMocks';
import { projectsFixture } from '../mocks/projectsMocks';
import { postFixtures, writingListFixture } from '../mocks/writingMocks';
import { browserHistory, matchPath, SiteRouter } from '../routing';
import { renderPage } from '../ssr/renderPage';
import { seedPageData } from '../ssr/seedPageData';
import { server } from './mswServer';

/**
 * The server's render and the browser's hydration of a visitor page, for unit tests, with the data
 * the stories show (`src/mocks/`). The server side runs `renderPage` with the browser's globals
 * taken away, as in Node; the browser side seeds the data and opens the page's code as `main.tsx`
 * does, then hydrates the server's HTML.
 */

/** The page data the API would send for `path` (`packages/api/src/pages/pageData.ts`), from the fixtures. */
export function fixturePageData(path: string, device: DeviceClass, host: string, locale = 'en-US'): PageData {
  const pathname = path.split('?')[0] ?? path;
  // The stories' configs: the home's defaults and the owner's links, or the whole about page.
  const config = pathname === '/' ? homeConfigFixture : aboutConfigFixture;
  const base: PageData = { device, host, locale, config };
  if (pathname === '/projects' || matchPath('/projects/:id', pathname)) return { ...base, projects: projectsFixture };
  if (pathname === '/art') return { ...base, art: artFixture };
  if (pathname === '/writing') return { ...base, writing: { items: writingListFixture, total: writingListFixture.length } };
  const slug = matchPath('/writing/:slug', pathname)?.slug;
  if (slug !== undefined) return { ...base, post: { slug, post: postFixtures.find((post) => post.slug === slug) ?? null } };
  return base;
}

/** What Node does not have; the server's render must not need it. */
const BROWSER_ONLY = ['window', 'document', 'navigator', 'localStorage', 'sessionStorage'] as const;

/** `renderPage` as the server runs it: without `window`, `document` and the browser's storage. */
export function renderOnServer(url: string, data: PageData): string {
  const saved = BROWSER_ONLY.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const);
  for (const name of BROWSER_ONLY) Object.defineProperty(globalThis, name, { value: undefined, configurable: true, writable: true });
  try {
    return renderPage(url, data);
  } finally {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else Reflect.deleteProperty(globalThis, name);
    }
  }
}

/**
 * The server's HTML as a reader without JavaScript gets it: parsed into a document of its own,
 * where no script runs. Query it with `within(page.body)`.
 */
export function serverDocument(url: string, data: PageData): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><body><div id="root">${renderOnServer(url, data)}</div></body></html>`, 'text/html');
}

export interface HydratedPage {
  /** The `#root` the server's HTML was put in and hydrated. */
  readonly container: HTMLElement;
  /** What `hydrateRoot`'s `onRecoverableError` reported (a mismatch shows up here). */
  readonly recoverableErrors: unknown[];
  /** `console.error` (React's hydration and act warnings go there); it still prints. */
  readonly consoleError: MockInstance<typeof console.error>;
  /** Every request sent from the moment the page was seeded, as `GET http://…/api/x`. */
  readonly requests: string[];
}

/**
 * The server renders `url`, then the browser takes it over as `main.tsx` does: the address is
 * `url`, the data seeded, the page's code opened, and the server's HTML hydrated (in StrictMode, in a
 * router over the browser's history). A phone (`data.device`) gets a phone-wide window. Everything
 * is undone when the test finishes: the root unmounted, the seed taken back, the address and the
 * session's storage reset.
 */
export async function hydrateServerPage(url: string, data: PageData): Promise<HydratedPage> {
  const html = renderOnServer(url, data);

  window.history.replaceState(null, '', url);
  if (data.device === 'phone') vi.stubGlobal('innerWidth', 375);
  const container = document.body.appendChild(document.createElement('div'));
  container.id = 'root';
  container.innerHTML = html;

  const requests: string[] = [];
  const onRequest = ({ request }: { request: Request }) => void requests.push(`${request.method} ${request.url}`);
  server.events.on('request:start', onRequest);
  const consoleError = vi.spyOn(console, 'error');
  const recoverableErrors: unknown[] = [];

  let root: Root | undefined;
  const unseed = seedPageData(data);
  onTestFinished(() => {
    act(() => root?.unmount());
    container.remove();
    server.events.removeListener('request:start', onRequest);
    unseed();
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
    sessionStorage.clear();
  });

  await openPage(window.location.pathname, data.device === 'phone');
  const app = (
    <StrictMode>
      <SiteRouter history={browserHistory()}>
        <AppRoutes />
      </SiteRouter>
    </StrictMode>
  );
  await act(async () => {
    root = hydrateRoot(container, app, { onRecoverableError: (error) => void recoverableErrors.push(error) });
  });
  return { container, recoverableErrors, consoleError, requests };
}
