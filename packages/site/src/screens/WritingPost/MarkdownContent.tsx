import type { ComponentPropsWithoutRef } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router-dom';
import styles from './MarkdownContent.module.css';
import { remarkPageHeadings } from './remarkPageHeadings';
import { linkTarget, safeUrl, type UrlKind } from './safeUrl';

const REMARK_PLUGINS = [remarkPageHeadings];

type AnchorProps = ComponentPropsWithoutRef<'a'> & { node?: unknown };

function MarkdownLink({ href = '', children, node: _node, ...rest }: AnchorProps) {
  // A dropped URL arrives as '': show the words, link nothing.
  if (href === '') return <span className={styles.deadLink}>{children}</span>;
  const target = linkTarget(href);
  if (target === 'internal') {
    return (
      <Link {...rest} className={styles.link} to={href}>
        {children}
      </Link>
    );
  }
  if (target === 'external') {
    return (
      <a {...rest} className={styles.link} href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <a {...rest} className={styles.link} href={href}>
      {children}
    </a>
  );
}

const heading =
  (Tag: 'h2' | 'h3' | 'h4' | 'h5' | 'h6'): Components['h2'] =>
  ({ node: _node, ...props }) => <Tag className={styles.heading} {...props} />;

/**
 * Headings arrive as h2–h6 (`remarkPageHeadings`: the page title is the one `h1`). Code blocks can
 * be scrolled sideways, so they take keyboard focus.
 */
const components: Components = {
  h2: heading('h2'),
  h3: heading('h3'),
  h4: heading('h4'),
  h5: heading('h5'),
  h6: heading('h6'),
  a: MarkdownLink,
  pre: ({ node: _node, ...props }) => <pre className={styles.pre} tabIndex={0} {...props} />,
  code: ({ node: _node, className, ...props }) => <code className={[styles.code, className].filter(Boolean).join(' ')} {...props} />,
  ul: ({ node: _node, ...props }) => <ul className={styles.list} {...props} />,
  ol: ({ node: _node, ...props }) => <ol className={styles.list} {...props} />,
  blockquote: ({ node: _node, ...props }) => <blockquote className={styles.quote} {...props} />,
  img: ({ node: _node, src, alt, ...props }) =>
    typeof src === 'string' && src !== '' ? (
      <img className={styles.image} src={src} alt={alt ?? ''} loading="lazy" {...props} />
    ) : (
      <span className={styles.deadLink}>{alt}</span>
    ),
  hr: () => <hr className={styles.rule} />,
};

function transformUrl(url: string, key: string): string {
  const kind: UrlKind = key === 'src' ? 'src' : 'href';
  return safeUrl(url, kind);
}

/**
 * A post's Markdown, rendered safely: react-markdown builds React elements (never innerHTML);
 * raw HTML in the source stays visible text (no rehype-raw), and every URL goes through `safeUrl`.
 */
export function MarkdownContent({ content }: { content: string }) {
  return (
    <div className={styles.markdown}>
      <Markdown components={components} remarkPlugins={REMARK_PLUGINS} urlTransform={transformUrl}>
        {content}
      </Markdown>
    </div>
  );
}
