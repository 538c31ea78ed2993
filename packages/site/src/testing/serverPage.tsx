import { StrictMode, startTransition } from 'react';
import { type DeviceClass, PAGE_DATA_ELEMENT_ID, type PageData, scriptSafeJson } from '@portfolio/contracts/pageData';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { type MockInstance, onTestFinished, vi } from 'vitest';
import { AppRoutes, openPage } from '../app/AppRoutes';
import { adoptServerMarkdown } from '../markdown/serverMarkdown';
import { aboutConfigFixture } from '../mocks/aboutMocks';
import { artFixture } from '../mocks/artMocks';
import { homeConfigFixture } from '../mocks/homeMocks';
import { projectsFixture } from '../mocks/projectsMocks';
import { postFixtures, writingListFixture } from '../mocks/writingMocks';
import { browserHistory, matchPath, SiteRouter } from '../routing';
import { readPageData } from '../ssr/readPageData';
import { ready, renderPage } from '../ssr/renderPage';
import { seedPageData } from '../ssr/seedPageData';
import { server } from './mswServer';

/**
 * A visitor page as the server renders it and as the browser then takes it over, for unit tests,
 * with the data the stories show (`src/mocks/`).
 */

/** The page data the API would send for `path` (`packages/api/src/pages/pageData.ts`), from the fixtures. */
export function fixturePageData(path: string, device: DeviceClass, host: string, locale = 'en-US'): PageData {
  const pathname = path.split('?')[0] ?? path;
  // The stories' configs: the home's (the defaults and the owner's links), the about page's elsewhere.
  const base: PageData = { device, host, locale, config: pathname === '/' ? homeConfigFixture : aboutConfigFixture };
  if (pathname === '/projects' || matchPath('/projects/:id', pathname)) return { ...base, projects: projectsFixture };
  if (pathname === '/art') return { ...base, art: artFixture };
  if (pathname === '/writing') return { ...base, writing: { items: writingListFixture, total: writingListFixture.length } };
  const slug = matchPath('/writing/:slug', pathname)?.slug;
  // A post's page carries the writing list too, for the posts linked at its end (as the server's does).
  if (slug !== undefined) {
    const post = postFixtures.find((candidate) => candidate.slug === slug) ?? null;
    return { ...base, post: { slug, post }, writing: { items: writingListFixture, total: writingListFixture.length } };
  }
  return base;
}

/** What Node does not have: the server's render must do without it. */
const BROWSER_ONLY = ['window', 'document', 'navigator', 'localStorage', 'sessionStorage'] as const;

/** `renderPage` as the server runs it (after `ready`): without `window`, `document` or the browser's storage. */
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
 * The server's page as a reader without JavaScript gets it: its HTML parsed into an element of the
 * test's document (innerHTML runs no script), taken out again when the test finishes. Query it
 * with `within(...)`.
 */
export function serverMarkup(url: string, data: PageData): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderOnServer(url, data);
  document.body.append(root);
  onTestFinished(() => root.remove());
  return root;
}

export interface HydratedPage {
  /** The `#root` that held the server's HTML and was hydrated. */
  readonly container: HTMLElement;
  /** What `hydrateRoot`'s `onRecoverableError` reported (a hydration mismatch lands here). */
  readonly recoverableErrors: unknown[];
  /** `console.error`, where React's hydration warnings go (it still prints). */
  readonly consoleError: MockInstance<typeof console.error>;
  /** Every request sent since the page was seeded, as `GET http://…/api/x`. */
  readonly requests: string[];
}

/**
 * The server renders `url`, then the browser takes the page over as `main.tsx` does: at that
 * address, with the page data read back from its `<script>`, seeded, the page's code opened, and
 * the server's HTML hydrated in a router over the browser's history, its Markdown adopted as sent. A phone (`data.device`) has a
 * phone-wide window. Everything is undone when the test finishes.
 *
 * Hydrated inside `<StrictMode>`, as main.tsx does: its second run of every effect (development)
 * must not fetch a seeded answer again either. `sliced` hydrates as main.tsx does, in a transition
 * the test does not wait for (run it with `IS_REACT_ACT_ENVIRONMENT` off); else within `act`, done
 * when this resolves.
 */
export async function hydrateServerPage(url: string, data: PageData, { sliced = false } = {}): Promise<HydratedPage> {
  await ready;
  const html = renderOnServer(url, data);

  window.history.replaceState(null, '', url);
  if (data.device === 'phone') vi.stubGlobal('innerWidth', 375);
  const script = document.head.appendChild(document.createElement('script'));
  script.type = 'application/json';
  script.id = PAGE_DATA_ELEMENT_ID;
  script.textContent = scriptSafeJson(data);
  const container = document.body.appendChild(document.createElement('div'));
  container.id = 'root';
  container.innerHTML = html;

  const requests: string[] = [];
  const onRequest = ({ request }: { request: Request }) => void requests.push(`${request.method} ${request.url}`);
  server.events.on('request:start', onRequest);
  const consoleError = vi.spyOn(console, 'error');
  const recoverableErrors: unknown[] = [];
  let root: Root | undefined;
  let unseed = () => {};
  onTestFinished(() => {
    act(() => root?.unmount());
    container.remove();
    script.remove();
    server.events.removeListener('request:start', onRequest);
    unseed();
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
    sessionStorage.clear();
  });

  const page = readPageData();
  if (page === null) throw new Error('The page data did not read back');
  unseed = seedPageData(page, container);
  adoptServerMarkdown(container);
  await openPage(window.location.pathname, page.device === 'phone');
  const hydrate = () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <SiteRouter history={browserHistory()}>
          <AppRoutes />
        </SiteRouter>
      </StrictMode>,
      { onRecoverableError: (error) => void recoverableErrors.push(error) },
    );
  };
  if (sliced) startTransition(hydrate);
  else await act(async () => hydrate());
  return { container, recoverableErrors, consoleError, requests };
}
