import type { CodeHighlights } from '@portfolio/contracts/writing';
import type { ReactNode } from 'react';
import { markdownElements } from './markdownElements';
import { parseMarkdown } from './parseMarkdown';

export { parseMarkdown };

/**
 * A Markdown text as React elements: parsed (`parseMarkdown`), then built (`markdownElements`). This
 * module and what it imports (micromark with GitHub's extensions, 23 KB gzip) are loaded on demand,
 * through `markdownRenderer.ts` only.
 */
export function renderMarkdown(content: string, highlights: CodeHighlights | undefined, headingLevel: number): ReactNode {
  return markdownElements(parseMarkdown(content), highlights, headingLevel);
}
