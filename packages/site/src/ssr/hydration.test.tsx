import '@testing-library/jest-dom/vitest';
import type { DeviceClass } from '@portfolio/contracts/pageData';
import { act, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MEDIA_PHOTO } from '../mocks/mediaMocks';
import { mediaProjectFixture, projectsFixture, projectsWithMediaFixture } from '../mocks/projectsMocks';
import { markdownPostFixture, mediaPostFixture } from '../mocks/writingMocks';
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
  /** A line of the server's content that stays (the no-script block does not). */
  readonly keeps?: string;
  /** Whether the page has a terminal, live once its machine has loaded. */
  readonly terminal?: boolean;
}

const VISITS: readonly Visit[] = [
  { url: '/', device: 'desktop', heading: 'Riley Chen — portfolio terminal', terminal: true },
  { url: '/', device: 'phone', heading: 'Riley Chen', keeps: 'Open this site on a computer to browse these sections:' },
  { url: '/projects', device: 'desktop', heading: 'Projects', keeps: 'Found 3 projects', terminal: true },
  { url: `/projects/${projectsFixture[0]?.id}`, device: 'desktop', heading: 'Pocket Oscilloscope', keeps: 'STM32' },
  { url: '/projects/no-such-project', device: 'desktop', heading: 'Project not found' },
  { url: '/about', device: 'desktop', heading: 'About', keeps: "Type 'ls' to list the files and 'cat <file>' to read one.", terminal: true },
  { url: '/about', device: 'phone', heading: '~/about', keeps: 'About Me' },
  { url: '/about/quickview?from=home', device: 'desktop', heading: 'Riley Chen', keeps: 'Current Focus' },
  { url: '/art', device: 'desktop', heading: 'Art', terminal: true },
  { url: '/writing', device: 'desktop', heading: 'Writing', keeps: 'Found 3 posts', terminal: true },
  { url: `/writing/${markdownPostFixture.slug}`, device: 'desktop', heading: markdownPostFixture.title, keeps: 'What helped' },
  { url: '/writing/no-such-post', device: 'desktop', heading: '404: Post not found' },
  { url: '/no/such/page', device: 'desktop', heading: '404: page not found' },
];

/** Everything the page starts after hydrating has run: the terminal's machine is live, effects have settled. */
async function settled(page: HydratedPage, terminal = false): Promise<void> {
  if (terminal) await waitFor(() => liveCommandBox(within(page.container)));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

function expectCleanHydration(page: HydratedPage): void {
  expect(page.recoverableErrors).toEqual([]);
  expect(page.consoleError).not.toHaveBeenCalled();
  expect(page.requests).toEqual([]);
}

describe('hydrating the server\'s page', () => {
  it.each(VISITS)('$url on a $device: the same first render, nothing fetched, the no-script block gone', async (visit) => {
    // A visit that has seen the splash: a first one warms the API up on purpose (`dataSource.warmUp`).
    sessionStorage.setItem(SPLASH_SESSION_KEY, 'true');
    const page = await hydrateServerPage(visit.url, fixturePageData(visit.url, visit.device, HOST));
    const view = within(page.container);

    expect(view.queryByText(TERMINAL_NEEDS_SCRIPT)).not.toBeInTheDocument();
    expect(view.queryByTestId('no-script')).not.toBeInTheDocument();
    expect(view.getByRole('heading', { level: 1, name: visit.heading })).toBeInTheDocument();
    if (visit.keeps !== undefined) expect(view.getByText(visit.keeps)).toBeInTheDocument();
    await settled(page, visit.terminal);
    expectCleanHydration(page);
  });

  it('a phone keeps the phone layout once the browser measures the window', async () => {
    sessionStorage.setItem(SPLASH_SESSION_KEY, 'true');
    const page = await hydrateServerPage('/', fixturePageData('/', 'phone', HOST));
    await settled(page);
    const menu = within(within(page.container).getByRole('navigation', { name: 'Menu' }));
    expect(menu.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(within(page.container).queryByRole('textbox', { name: 'Command' })).not.toBeInTheDocument();
    expectCleanHydration(page);
  });

  it.each(['desktop', 'phone'] as const)('a project of uploaded images on a %s: the same pictures, nothing fetched', async (device) => {
    const url = `/projects/${mediaProjectFixture.id}`;
    const page = await hydrateServerPage(url, { ...fixturePageData(url, device, HOST), projects: projectsWithMediaFixture });
    const view = within(page.container);
    expect(view.getByRole('heading', { level: 1, name: mediaProjectFixture.title })).toBeInTheDocument();
    const first = view.getByRole('img', { name: 'The finished supply on the bench, its display reading 12.00 V' });
    expect(first.parentElement?.tagName).toBe('PICTURE');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    await settled(page);
    expectCleanHydration(page);
  });

  it('a post with the owner\'s images and art with an uploaded cover: the same pictures, nothing fetched', async () => {
    const postUrl = `/writing/${mediaPostFixture.slug}`;
    const post = await hydrateServerPage(postUrl, { ...fixturePageData(postUrl, 'desktop', HOST), post: { slug: mediaPostFixture.slug, post: mediaPostFixture } });
    expect(within(post.container).getByRole('img', { name: 'The supply on the bench, reading 12.00 V' }).parentElement?.tagName).toBe('PICTURE');
    await settled(post);
    expectCleanHydration(post);
  });

  it('art with an uploaded cover in its no-script block: hydrated without a mismatch, the block then gone', async () => {
    sessionStorage.setItem(SPLASH_SESSION_KEY, 'true');
    const data = fixturePageData('/art', 'desktop', HOST);
    const art = data.art && { ...data.art, music: { ...data.art.music, currentCover: MEDIA_PHOTO } };
    const page = await hydrateServerPage('/art', { ...data, art });
    await settled(page, true);
    expect(within(page.container).queryByTestId('no-script')).not.toBeInTheDocument();
    expectCleanHydration(page);
  });

  it('dates read as the server wrote them, in the page\'s locale rather than the browser\'s', async () => {
    const page = await hydrateServerPage('/writing', fixturePageData('/writing', 'desktop', HOST, 'de-DE'));
    expect(within(page.container).getByText('15. Feb. 2026')).toHaveAttribute('datetime', '2026-02-15');
    await settled(page, true);
    expectCleanHydration(page);
  });
});
