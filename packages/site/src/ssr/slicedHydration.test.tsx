import '@testing-library/jest-dom/vitest';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { markdownPostFixture, writingHandlers } from '../mocks/writingMocks';
import { server } from '../testing/mswServer';
import { fixturePageData, hydrateServerPage } from '../testing/serverPage';

/**
 * The browser hydrates a server page as a transition, in slices (`main.tsx`): the visitor can click a
 * link before React has hydrated all of the page. React leaves each Suspense boundary for a later,
 * lower-priority pass, and one still waiting when a click updates it is thrown away and rendered
 * again on the client (a recoverable error, React's #520 "This Suspense boundary received an update
 * before it finished hydrating"): so a post's Markdown has no boundary of its own
 * (`MarkdownContent.tsx`) and is hydrated with the links around it.
 */

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

// Hydration runs as the browser runs it, not flushed inside `act`.
let actEnvironment: boolean | undefined;
beforeEach(() => {
  server.use(...writingHandlers);
  actEnvironment = globalThis.IS_REACT_ACT_ENVIRONMENT;
  globalThis.IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
});

/** Whether React has taken `element` over (its props are attached once it is hydrated). */
function hydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

/** Whether `node` is the comment that opens a Suspense boundary in the server's markup. */
function boundaryMark(node: ChildNode | null | undefined): boolean {
  return node?.nodeType === Node.COMMENT_NODE && node.nodeValue === '$';
}

describe('a click while a post hydrates in slices', () => {
  it('opens the next post with no part of the page rendered again on the client', async () => {
    const url = `/writing/${markdownPostFixture.slug}`;
    const page = await hydrateServerPage(url, fixturePageData(url, 'desktop', 'localhost'), { sliced: true });
    const view = within(page.container);
    const more = within(view.getByRole('navigation', { name: 'More writing' })).getAllByRole('link')[0];
    if (more === undefined) throw new Error('The post links no other post');
    const next = more.textContent ?? '';
    // As soon as the link is React's, before the rest of the page (its Markdown) may be.
    await waitFor(() => expect(hydrated(more)).toBe(true), { interval: 1 });
    // The post's Markdown comes in with its links, not in a later pass a click could overtake: the
    // server wrote no boundary around it (React marks one with the comments `$` and `/$`).
    const block = page.container.querySelector('[data-markdown]');
    expect(block).not.toBeNull();
    expect(boundaryMark(block?.previousSibling)).toBe(false);
    expect(block !== null && hydrated(block)).toBe(true);
    fireEvent.click(more);

    await waitFor(() => expect(view.getByRole('heading', { level: 1, name: next })).toBeInTheDocument());
    await waitFor(() => expect(page.container.querySelector('[data-markdown] > *')).toBeInTheDocument());
    expect(page.recoverableErrors).toEqual([]);
    expect(page.consoleError).not.toHaveBeenCalled();
  });
});
