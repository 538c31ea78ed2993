import '@testing-library/jest-dom/vitest';
import type { DeviceClass } from '@portfolio/contracts/pageData';
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { projectsFixture } from '../mocks/projectsMocks';
import { markdownPostFixture } from '../mocks/writingMocks';
import { SPLASH_SESSION_KEY } from '../screens/Home/splashSession';
import { TERMINAL_NEEDS_SCRIPT } from '../screens/shared/NoScript/NoScript';
import { fixturePageData, hydrateServerPage, type HydratedPage } from '../testing/serverPage';
import { liveCommandBox } from '../testing/liveTerminal';

/**
 * The browser taking over a page the server wrote (`main.tsx`): the first render must be the
 * server's (no mismatch, no warning), nothing may be fetched again, and the no-script block goes.
 */

/** The test window's host: the browser's prompts read its own address, the server's the request's. */
const HOST = 'localhost';

interface Visit {
  readonly url: string;
  readonly device: DeviceClass;
  /** The page's main heading, the same before and after hydration. */
  readonly heading: string;
  /** Whether the page has a terminal, live once its machine has loaded. */
  readonly terminal: boolean;
}

const VISITS: readonly Visit[] = [
  { url: '/', device: 'desktop', heading: 'Riley Chen — portfolio terminal', terminal: true },
  { url: '/', device: 'phone', heading: 'Riley Chen', terminal: false },
  { url: '/projects', device: 'desktop', heading: 'Projects', terminal: true },
  { url: `/projects/${projectsFixture[0]?.id}`, device: 'desktop', heading: 'Pocket Oscilloscope', terminal: false },
  { url: '/projects/no-such-project', device: 'desktop', heading: 'Project not found', terminal: false },
  { url: '/about', device: 'desktop', heading: 'About', terminal: true },
  { url: '/about', device: 'phone', heading: '~/about', terminal: false },
  { url: '/about/quickview?from=home', device: 'desktop', heading: 'Riley Chen', terminal: false },
  { url: '/art', device: 'desktop', heading: 'Art', terminal: true },
  { url: '/writing', device: 'desktop', heading: 'Writing', terminal: true },
  { url: `/writing/${markdownPostFixture.slug}`, device: 'desktop', heading: markdownPostFixture.title, terminal: false },
  { url: '/writing/no-such-post', device: 'desktop', heading: '404: Post not found', terminal: false },
  { url: '/no/such/page', device: 'desktop', heading: '404: page not found', terminal: false },
];

/** Everything the page does after hydrating (the terminal's machine loading) has happened. */
async function settled(page: HydratedPage, visit: Visit): Promise<void> {
  const view = within(page.container);
  if (visit.terminal) await waitFor(() => liveCommandBox(view));
  else await waitFor(() => expect(view.getByRole('heading', { level: 1, name: visit.heading })).toBeInTheDocument());
}

function expectCleanHydration(page: HydratedPage): void {
  expect(page.recoverableErrors).toEqual([]);
  expect(page.consoleError).not.toHaveBeenCalled();
  expect(page.requests).toEqual([]);
}

describe('hydrating the server\'s page', () => {
  it.each(VISITS)('$url on a $device: the same first render, nothing fetched, the no-script block gone', async (visit) => {
    // A visit that has seen the splash: a first one warms the API up on purpose (`warmUpSplash`).
    sessionStorage.setItem(SPLASH_SESSION_KEY, 'true');
    const page = await hydrateServerPage(visit.url, fixturePageData(visit.url, visit.device, HOST));
    const view = within(page.container);

    expect(view.queryByText(TERMINAL_NEEDS_SCRIPT)).not.toBeInTheDocument();
    expect(view.queryByTestId('no-script')).not.toBeInTheDocument();
    expect(view.getByRole('heading', { level: 1, name: visit.heading })).toBeInTheDocument();
    await settled(page, visit);
    expectCleanHydration(page);
  });

  it('keeps the server\'s content: the projects listed, the post\'s Markdown, the phone\'s menu', async () => {
    const projects = await hydrateServerPage('/projects', fixturePageData('/projects', 'desktop', HOST));
    expect(within(projects.container).getByText(`Found ${projectsFixture.length} projects`)).toBeInTheDocument();
    expect(within(projects.container).getByRole('link', { name: 'Pocket Oscilloscope.project' })).toHaveAttribute('href', '/projects/pocket-oscilloscope');
    await settled(projects, VISITS[2] as Visit);
    expectCleanHydration(projects);
  });

  it('a post keeps its Markdown and its date', async () => {
    const url = `/writing/${markdownPostFixture.slug}`;
    const page = await hydrateServerPage(url, fixturePageData(url, 'desktop', HOST));
    const view = within(page.container);
    expect(view.getByRole('heading', { level: 2, name: 'What helped' })).toBeInTheDocument();
    expect(view.getByRole('link', { name: 'the Rust book' })).toHaveAttribute('href', 'https://doc.rust-lang.org/book/');
    expect(view.getByText('Dec 8, 2025')).toBeInTheDocument();
    expectCleanHydration(page);
  });

  it('a phone keeps the menu, with the home\'s links', async () => {
    sessionStorage.setItem(SPLASH_SESSION_KEY, 'true');
    const page = await hydrateServerPage('/', fixturePageData('/', 'phone', HOST));
    const menu = within(within(page.container).getByRole('navigation', { name: 'Menu' }));
    expect(menu.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(within(page.container).queryByRole('textbox', { name: 'Command' })).not.toBeInTheDocument();
    expectCleanHydration(page);
  });

  it('dates read as the server wrote them, in the page\'s locale rather than the browser\'s', async () => {
    const page = await hydrateServerPage('/writing', fixturePageData('/writing', 'desktop', HOST, 'de-DE'));
    expect(within(page.container).getByText('15. Feb. 2026')).toHaveAttribute('datetime', '2026-02-15');
    await waitFor(() => liveCommandBox(within(page.container)));
    expectCleanHydration(page);
  });
});
