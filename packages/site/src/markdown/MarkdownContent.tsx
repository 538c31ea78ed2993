import type { CodeHighlights } from '@portfolio/contracts/writing';
import { useEffect, useId, useMemo, useState, type MouseEvent } from 'react';
import { useNavigate } from '../routing';
import styles from './MarkdownContent.module.css';
import { useMarkdownActions } from './markdownActions';
import { loadMarkdownRenderer, markdownRenderer, type MarkdownRenderer } from './markdownRenderer';
import { adoptedMarkdown, followSiteLink, MARKDOWN_BLOCK_ATTRIBUTE } from './serverMarkdown';

export interface MarkdownContentProps {
  readonly content: string;
  /** The server's highlighting of this text's code blocks (a post's `highlights`); plain code without it. */
  readonly highlights?: CodeHighlights;
  /** The lightbox's name for this text's images (`Images in {title}`). */
  readonly imagesLabel?: string;
  /** The page level of the text's first heading level: 2 under the page's `h1` (a post), 3 under an `h2` section. */
  readonly headingLevel?: number;
}

/**
 * A post's Markdown, rendered safely: parsed to a syntax tree (CommonMark with GitHub's extensions,
 * `mdast-util-from-markdown`) and built into React elements (`markdownElements`), never from the
 * source as HTML; raw HTML in the source stays visible text, and every URL goes through `safeUrl`.
 * Visitors' pages and the admin's preview both render through this one component. Hydrating a page
 * the server wrote, it keeps the server's markup of that same render instead (`serverMarkdown.ts`).
 * Its images open in the lightbox and its code blocks copy, either way (`markdownActions.tsx`). The
 * parser loads on demand (`markdownRenderer.ts`): a block rendered before it is in shows an empty
 * busy block until it is. It has no Suspense boundary of its own: a hydrating page leaves every
 * boundary to a later, lower-priority pass, and one still waiting for it when a visitor's click
 * updates it is thrown away and rendered again on the client (React's error #520).
 */
export function MarkdownContent({ content, highlights, imagesLabel = 'Images', headingLevel = 2 }: MarkdownContentProps) {
  const id = useId();
  const actions = useMarkdownActions(imagesLabel);
  const [adopted] = useState(() => {
    const html = adoptedMarkdown(id);
    return html === undefined ? undefined : { html, content, highlights };
  });
  const keepsServerHtml = adopted !== undefined && adopted.content === content && adopted.highlights === highlights;
  return (
    <>
      {keepsServerHtml ? (
        <AdoptedMarkdown id={id} html={adopted.html} onClick={actions.onClick} />
      ) : (
        <SourceMarkdown id={id} content={content} highlights={highlights} headingLevel={headingLevel} onClick={actions.onClick} />
      )}
      {actions.overlay}
    </>
  );
}

interface SourceMarkdownProps {
  readonly id: string;
  readonly content: string;
  readonly highlights: CodeHighlights | undefined;
  readonly headingLevel: number;
  readonly onClick: (event: MouseEvent<HTMLElement>) => void;
}

/**
 * A block rendered from its source. Before the renderer is in (`markdownRenderer.ts`) it is an empty
 * busy block, and the renderer is loaded; a renderer that cannot load fails the screen as it renders
 * (its error boundary says so). A route rendering Markdown has it in before hydrating (`AppRoutes.tsx`),
 * so a page the server wrote is never hydrated to the busy block.
 */
function SourceMarkdown({ id, content, highlights, headingLevel, onClick }: SourceMarkdownProps) {
  const renderer = useMarkdownRenderer();
  const elements = useMemo(
    () => renderer?.renderMarkdown(content, highlights, headingLevel),
    [renderer, content, highlights, headingLevel],
  );
  if (elements === undefined) return <div className={styles.markdown} aria-busy="true" />;
  return (
    <div className={styles.markdown} {...{ [MARKDOWN_BLOCK_ATTRIBUTE]: id }} onClick={onClick}>
      {elements}
    </div>
  );
}

type RendererState = { readonly renderer: MarkdownRenderer | undefined } | { readonly failed: unknown };

/** The Markdown renderer once it is in (loaded by the first render without it); a failed load is thrown while rendering. */
function useMarkdownRenderer(): MarkdownRenderer | undefined {
  const [state, setState] = useState<RendererState>(() => ({ renderer: markdownRenderer() }));
  const missing = 'renderer' in state && state.renderer === undefined;
  useEffect(() => {
    if (!missing) return;
    let current = true;
    loadMarkdownRenderer().then(
      (renderer) => {
        if (current) setState({ renderer });
      },
      (failed: unknown) => {
        if (current) setState({ failed });
      },
    );
    return () => {
      current = false;
    };
  }, [missing]);
  if ('failed' in state) throw state.failed;
  return state.renderer;
}

interface AdoptedMarkdownProps {
  readonly id: string;
  readonly html: string;
  readonly onClick: (event: MouseEvent<HTMLElement>) => void;
}

/** The server's markup of a block, kept through hydration; its site links go through the router. */
function AdoptedMarkdown({ id, html, onClick }: AdoptedMarkdownProps) {
  const navigate = useNavigate();
  return (
    <div
      className={styles.markdown}
      {...{ [MARKDOWN_BLOCK_ATTRIBUTE]: id }}
      dangerouslySetInnerHTML={{ __html: html }}
      onClick={(event) => {
        onClick(event);
        followSiteLink(event, navigate);
      }}
    />
  );
}
