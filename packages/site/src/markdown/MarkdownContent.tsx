import type { CodeHighlights } from '@portfolio/contracts/writing';
import { useMemo } from 'react';
import styles from './MarkdownContent.module.css';
import { markdownElements } from './markdownElements';
import { parseMarkdown } from './parseMarkdown';

export interface MarkdownContentProps {
  readonly content: string;
  /** The server's highlighting of this text's code blocks (a post's `highlights`); plain code without it. */
  readonly highlights?: CodeHighlights;
}

/**
 * A post's Markdown, rendered safely: parsed to a syntax tree (CommonMark with GitHub's extensions,
 * `mdast-util-from-markdown`) and built into React elements (`markdownElements`), never innerHTML;
 * raw HTML in the source stays visible text, and every URL goes through `safeUrl`. Visitors' pages
 * and the admin's preview both render through this one component.
 */
export function MarkdownContent({ content, highlights }: MarkdownContentProps) {
  const elements = useMemo(() => markdownElements(parseMarkdown(content), highlights), [content, highlights]);
  return <div className={styles.markdown}>{elements}</div>;
}
