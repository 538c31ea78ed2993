import '@testing-library/jest-dom/vitest';
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { projectsHandlers } from '../mocks/projectsMocks';
import { markdownPostFixture } from '../mocks/writingMocks';
import { server } from '../testing/mswServer';
import { fixturePageData, hydrateServerPage } from '../testing/serverPage';
import type * as ParseMarkdownModule from './parseMarkdown';

/** Every parse of Markdown, and whether it ran in the browser (the server's render runs without `window`). */
const parses = vi.hoisted(() => ({ inBrowser: 0 }));
vi.mock('./parseMarkdown', async (importOriginal) => {
  const original = await importOriginal<typeof ParseMarkdownModule>();
  return {
    ...original,
    parseMarkdown: (source: string) => {
      if (typeof window !== 'undefined') parses.inBrowser += 1;
      return original.parseMarkdown(source);
    },
  };
});

describe('a post the server wrote, hydrated', () => {
  const url = `/writing/${markdownPostFixture.slug}`;

  it('keeps the server\'s Markdown without parsing it again, and follows its site links in the app', async () => {
    parses.inBrowser = 0;
    const page = await hydrateServerPage(url, fixturePageData(url, 'desktop', 'localhost'));
    const view = within(page.container);
    expect(view.getByText('What helped')).toBeInTheDocument();
    expect(parses.inBrowser).toBe(0);
    expect(page.recoverableErrors).toEqual([]);
    expect(page.consoleError).not.toHaveBeenCalled();

    server.use(...projectsHandlers.list);
    await act(async () => {
      fireEvent.click(view.getByRole('link', { name: 'my projects' }));
    });
    await waitFor(() => expect(window.location.pathname).toBe('/projects'));
    expect(view.getByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
  });

  it('a link opened with a modifier key is left to the browser', async () => {
    const page = await hydrateServerPage(url, fixturePageData(url, 'desktop', 'localhost'));
    const link = within(page.container).getByRole('link', { name: 'my projects' });
    // The test's window cannot open a new document: it only notes that the page left the click alone.
    let leftToBrowser = false;
    const noNavigation = (event: MouseEvent) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', noNavigation);
    onTestFinished(() => window.removeEventListener('click', noNavigation));
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(leftToBrowser).toBe(true);
    expect(window.location.pathname).toBe(url);
  });
});
