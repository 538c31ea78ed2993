import type { CodeHighlights } from '@portfolio/contracts/writing';
import { useId, useMemo, useState } from 'react';
import { useNavigate } from '../routing';
import styles from './MarkdownContent.module.css';
import { markdownElements } from './markdownElements';
import { parseMarkdown } from './parseMarkdown';
import { adoptedMarkdown, followSiteLink, MARKDOWN_BLOCK_ATTRIBUTE } from './serverMarkdown';

export interface MarkdownContentProps {
  readonly content: string;
  /** The server's highlighting of this text's code blocks (a post's `highlights`); plain code without it. */
  readonly highlights?: CodeHighlights;
}

/**
 * A post's Markdown, rendered safely: parsed to a syntax tree (CommonMark with GitHub's extensions,
 * `mdast-util-from-markdown`) and built into React elements (`markdownElements`), never from the
 * source as HTML; raw HTML in the source stays visible text, and every URL goes through `safeUrl`.
 * Visitors' pages and the admin's preview both render through this one component. Hydrating a page
 * the server wrote, it keeps the server's markup of that same render instead (`serverMarkdown.ts`).
 */
export function MarkdownContent({ content, highlights }: MarkdownContentProps) {
  const id = useId();
  const [adopted] = useState(() => {
    const html = adoptedMarkdown(id);
    return html === undefined ? undefined : { html, content, highlights };
  });
  const keepsServerHtml = adopted !== undefined && adopted.content === content && adopted.highlights === highlights;
  const elements = useMemo(
    () => (keepsServerHtml ? null : markdownElements(parseMarkdown(content), highlights)),
    [keepsServerHtml, content, highlights],
  );
  if (keepsServerHtml) return <AdoptedMarkdown id={id} html={adopted.html} />;
  return (
    <div className={styles.markdown} {...{ [MARKDOWN_BLOCK_ATTRIBUTE]: id }}>
      {elements}
    </div>
  );
}

/** The server's markup of a block, kept through hydration; its site links go through the router. */
function AdoptedMarkdown({ id, html }: { readonly id: string; readonly html: string }) {
  const navigate = useNavigate();
  return (
    <div
      className={styles.markdown}
      {...{ [MARKDOWN_BLOCK_ATTRIBUTE]: id }}
      dangerouslySetInnerHTML={{ __html: html }}
      onClick={(event) => followSiteLink(event, navigate)}
    />
  );
}
