import '@testing-library/jest-dom/vitest';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '../routing';
import { ScreenErrorBoundary } from '../screens/shared/ScreenError/ScreenErrorBoundary';
import { MarkdownContent } from './MarkdownContent';
import type * as RendererModule from './markdownRenderer';
import { hydratingAdoptedMarkdown, loadMarkdownRenderer, markdownUnlessAdopted, type MarkdownRenderer } from './markdownRenderer';
import { adoptServerMarkdown } from './serverMarkdown';

// The renderer as MarkdownContent sees it, held back until a test lets it in (`arrive`).
const held = vi.hoisted(() => {
  const state: { renderer?: MarkdownRenderer; arrive?: () => void; fail?: () => void; pending?: Promise<MarkdownRenderer> } = {};
  return state;
});
vi.mock('./markdownRenderer', async (importOriginal) => {
  const actual = await importOriginal<typeof RendererModule>();
  return {
    ...actual,
    markdownRenderer: () => held.renderer,
    loadMarkdownRenderer: () => held.pending ?? actual.loadMarkdownRenderer(),
  };
});

afterEach(() => {
  vi.restoreAllMocks();
  held.renderer = undefined;
  held.pending = undefined;
  adoptServerMarkdown(document.createElement('div'));
  document.documentElement.removeAttribute('data-app-ready');
});

/** Holds the renderer back until the test calls `arrive` (or `fail`). */
function holdRenderer(renderer?: MarkdownRenderer): void {
  held.pending = new Promise((resolve, reject) => {
    held.arrive = () => {
      held.renderer = renderer;
      if (renderer) resolve(renderer);
    };
    held.fail = () => reject(new Error('Failed to fetch dynamically imported module'));
  });
}

function renderPost() {
  return render(
    <MemoryRouter>
      <ScreenErrorBoundary>
        <MarkdownContent content={'# Brown-out\n\nThe rail *sagged*.'} />
      </ScreenErrorBoundary>
    </MemoryRouter>,
  );
}

describe('MarkdownContent before the renderer is in', () => {
  it('shows an empty busy block, then the text once the renderer arrives', async () => {
    const actual = await vi.importActual<typeof RendererModule>('./markdownRenderer');
    holdRenderer(await actual.loadMarkdownRenderer());
    const { container } = renderPost();
    expect(container.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    expect(screen.queryByText('sagged')).not.toBeInTheDocument();

    await act(async () => {
      held.arrive?.();
      await held.pending;
    });
    expect(await screen.findByRole('heading', { name: 'Brown-out' })).toBeInTheDocument();
    expect(screen.getByText('sagged').tagName).toBe('EM');
    expect(container.querySelector('[aria-busy="true"]')).not.toBeInTheDocument();
  });

  it('fails the screen with the reason when the renderer cannot load', async () => {
    holdRenderer();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPost();
    await act(async () => {
      held.fail?.();
      await held.pending?.catch(() => undefined);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch dynamically imported module');
  });
});

describe('markdownUnlessAdopted', () => {
  it('loads nothing while a page with the server’s Markdown hydrates', async () => {
    const page = document.createElement('div');
    page.innerHTML = '<div data-markdown="_R_1_"><p>kept</p></div>';
    adoptServerMarkdown(page);
    expect(hydratingAdoptedMarkdown()).toBe(true);
    await expect(markdownUnlessAdopted()).resolves.toBeUndefined();
  });

  it('loads the renderer once the app is up, or when the page has no server Markdown', async () => {
    expect(hydratingAdoptedMarkdown()).toBe(false);
    const page = document.createElement('div');
    page.innerHTML = '<div data-markdown="_R_1_"><p>kept</p></div>';
    adoptServerMarkdown(page);
    document.documentElement.setAttribute('data-app-ready', '');
    expect(hydratingAdoptedMarkdown()).toBe(false);
    const renderer = await loadMarkdownRenderer();
    expect(typeof renderer.renderMarkdown).toBe('function');
  });
});
