import type { CodeHighlights } from '@portfolio/contracts/writing';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from '../routing';
import { CodeBlock, tokenClass } from './CodeBlock';
import styles from './MarkdownContent.module.css';
import { MarkdownContent } from './MarkdownContent';

const code = 'const a = 1; // one';
const runs = [
  ['keyword', 'const'],
  [null, ' a = '],
  ['number', '1'],
  [null, '; '],
  ['comment', '// one'],
] as const satisfies CodeHighlights[number];

describe('CodeBlock', () => {
  it("colours each of the server's tokens with a class, keeping the exact text", () => {
    const { container } = render(<CodeBlock value={code} language="ts" runs={runs} />);
    const element = container.querySelector('code');
    expect(element?.textContent).toBe(`${code}\n`);
    expect(element?.getAttribute('data-highlighted')).toBe('true');
    expect(element?.classList.contains('language-ts')).toBe(true);
    const spans = [...(element?.querySelectorAll('span') ?? [])].map((span) => [span.className, span.textContent]);
    expect(spans).toEqual([
      [styles.tokKeyword, 'const'],
      [styles.tokLiteral, '1'],
      [styles.tokComment, '// one'],
    ]);
  });

  it('shows plain text without runs, or with runs of another text (an unsaved edit)', () => {
    const { container, rerender } = render(<CodeBlock value={code} language="ts" />);
    expect(container.querySelector('code span')).toBeNull();
    expect(container.querySelector('code')?.textContent).toBe(`${code}\n`);
    rerender(<CodeBlock value={`${code} edited`} language="ts" runs={runs} />);
    expect(container.querySelector('code span')).toBeNull();
    expect(container.querySelector('code')?.getAttribute('data-highlighted')).toBeNull();
    expect(container.querySelector('code')?.textContent).toBe(`${code} edited\n`);
  });

  it('names scopes by their first part, and leaves unknown ones plain', () => {
    expect(tokenClass('title.function')).toBe(styles.tokTitle);
    expect(tokenClass('built_in')).toBe(styles.tokBuiltin);
    expect(tokenClass('punctuation')).toBeUndefined();
  });

  it("takes a post's highlights by the code block's place in the document", () => {
    const markdown = `\`\`\`\nfirst\n\`\`\`\n\n- item\n\n  \`\`\`ts\n  ${code}\n  \`\`\``;
    render(
      <MemoryRouter>
        <MarkdownContent content={markdown} highlights={[null, runs]} />
      </MemoryRouter>,
    );
    expect(screen.getByText('first').getAttribute('data-highlighted')).toBeNull();
    expect(screen.getByText('const').parentElement?.getAttribute('data-highlighted')).toBe('true');
  });
});
