import { useMemo } from 'react';
import styles from './MarkdownContent.module.css';
import { markdownElements } from './markdownElements';
import { parseMarkdown } from './parseMarkdown';

/**
 * A post's Markdown, rendered safely: parsed to a syntax tree (CommonMark, `mdast-util-from-markdown`)
 * and built into React elements (`markdownElements`), never innerHTML; raw HTML in the source stays
 * visible text, and every URL goes through `safeUrl`.
 */
export function MarkdownContent({ content }: { content: string }) {
  const elements = useMemo(() => markdownElements(parseMarkdown(content)), [content]);
  return <div className={styles.markdown}>{elements}</div>;
}
