import '@testing-library/jest-dom/vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markdownPostFixture } from '../mocks/writingMocks';
import { MemoryRouter } from '../routing';
import { fixturePageData, hydrateServerPage } from '../testing/serverPage';
import { COPIED_SHOWN_MS } from './markdownActions';
import { MarkdownContent } from './MarkdownContent';

const CODE = 'let a = 1;\nlet b = a + 1;';
const TEXT = `Two images: ![the board](https://img.example/board.png) and ![](https://img.example/scope.png).\n\n[![linked](https://img.example/l.png)](https://example.org)\n\n\`\`\`ts\n${CODE}\n\`\`\``;

function renderText() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <MarkdownContent content={TEXT} imagesLabel="Images in A post" />
    </MemoryRouter>,
  );
  return user;
}

// The Clipboard API is only there in a secure context, which jsdom's page is not by itself.
beforeEach(() => {
  vi.stubGlobal('isSecureContext', true);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MarkdownContent: code blocks copy', () => {
  it('copies the code without its last line ending and says "Copied" in a live region', async () => {
    const user = renderText();
    const button = screen.getByRole('button', { name: 'Copy code' });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    await user.click(button);
    await expect(navigator.clipboard.readText()).resolves.toBe(CODE);
    expect(status).toHaveTextContent('Copied');
    expect(button).toHaveAttribute('data-copied');
    expect(button).toHaveAccessibleName('Copy code, copied');
  });

  it('says "Copy failed" where the page may not use the clipboard', async () => {
    vi.stubGlobal('isSecureContext', false);
    const user = renderText();
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(screen.getByRole('status')).toHaveTextContent('Copy failed');
    expect(screen.getByRole('button', { name: 'Copy code' })).not.toHaveAttribute('data-copied');
  });

  it('is reached and pressed with the keyboard, and clears its message after a while', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = renderText();
      const button = screen.getByRole('button', { name: 'Copy code' });
      button.focus();
      await user.keyboard('{Enter}');
      await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Copied'));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(COPIED_SHOWN_MS);
      });
      expect(screen.getByRole('status')).toHaveTextContent('');
      expect(button).not.toHaveAttribute('data-copied');
      expect(button).toHaveAccessibleName('Copy code');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('MarkdownContent: images open the lightbox', () => {
  it("makes each image a link to its file, but leaves an image inside a link that link's", () => {
    renderText();
    expect(screen.getByRole('link', { name: 'the board' })).toHaveAttribute('href', 'https://img.example/board.png');
    expect(screen.getByRole('link', { name: 'Open image' })).toHaveAttribute('href', 'https://img.example/scope.png');
    expect(screen.getByRole('link', { name: 'linked' })).toHaveAttribute('href', 'https://example.org');
  });

  it('opens the clicked image among the text\'s images; Escape closes and focus returns', async () => {
    const user = renderText();
    const second = screen.getByRole('link', { name: 'Open image' });
    await user.click(second);
    const dialog = screen.getByRole('dialog', { name: 'Images in A post' });
    expect(within(dialog).getByTestId('lightbox-counter')).toHaveTextContent('2 / 2');
    expect(within(dialog).getByRole('img', { name: 'Images in A post, image 2 of 2' })).toHaveAttribute('src', 'https://img.example/scope.png');
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('img', { name: 'the board' })).toHaveAttribute('src', 'https://img.example/board.png');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(second).toHaveFocus();
  });

  it('opens from the keyboard too (Enter on the link)', async () => {
    const user = renderText();
    screen.getByRole('link', { name: 'the board' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('lightbox-counter')).toHaveTextContent('1 / 2');
  });
});

describe("MarkdownContent: the server's markup, hydrated", () => {
  it('copies from a post the server wrote', async () => {
    const user = userEvent.setup();
    const url = `/writing/${markdownPostFixture.slug}`;
    const page = await hydrateServerPage(url, fixturePageData(url, 'desktop', 'localhost'));
    expect(page.recoverableErrors).toEqual([]);
    await user.click(within(page.container).getByRole('button', { name: 'Copy code' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('enum Instr {\n    Add { rd: u8, rs1: u8, rs2: u8 },\n}');
    expect(within(page.container).getByRole('status')).toHaveTextContent('Copied');
  });
});
