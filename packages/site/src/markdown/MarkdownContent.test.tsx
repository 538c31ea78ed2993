import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import mediaStyles from '../media/MediaImage.module.css';
import { MemoryRouter } from '../routing';
import styles from './MarkdownContent.module.css';
import { MARKDOWN_CORPUS } from './markdownCorpus';
import { EXPECTED_HTML } from './markdownCorpus.expected';
import { MarkdownContent } from './MarkdownContent';

/** A CSS module's class by name: the renderer's, and `picture` from `MediaImage`. */
const classOf = (key: string): string | undefined => (key === 'picture' ? mediaStyles.picture : styles[key]);

/** The recorded HTML with the CSS modules' real class names. */
function expected(name: string): string {
  return (EXPECTED_HTML[name] ?? '').replace(/\{(\w+)\}/g, (_, key: string) => classOf(key) ?? `missing-${key}`);
}

/** The live region after the block (`markdownActions.tsx`), empty until a copy. */
const STATUS = `<p class="${styles.srOnly}" role="status"></p>`;

/** The rendered block's HTML, without its hydration id (`data-markdown`, a `useId` value) and the live region after it. */
function rendered(content: string): string {
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <MarkdownContent content={content} />
    </MemoryRouter>,
  ).replace(/ data-markdown="[^"]*"/, '');
  expect(html.endsWith(STATUS)).toBe(true);
  return html.slice(0, -STATUS.length);
}

describe('MarkdownContent', () => {
  it.each(Object.keys(MARKDOWN_CORPUS))('renders the %s document as react-markdown did', (name) => {
    expect(rendered(MARKDOWN_CORPUS[name] ?? '')).toBe(expected(name));
  });

  it('never lets a script or an event handler through', () => {
    const html = rendered(Object.values(MARKDOWN_CORPUS).join('\n\n'));
    expect(html).not.toMatch(/<script|<div onclick|href="javascript:|src="javascript:|src="data:/i);
  });
});
