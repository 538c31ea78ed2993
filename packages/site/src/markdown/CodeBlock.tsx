import type { CodeRun } from '@portfolio/contracts/writing';
import { COPY_ATTRIBUTE, COPY_LABEL } from './markdownMarks';
import styles from './MarkdownContent.module.css';

/**
 * highlight.js's scopes (as the API names them: `keyword`, `title.function`, …) by the colour they
 * take: a handful, so the palette stays readable in both themes. A scope not named here is plain text.
 */
const TOKEN_CLASS: Readonly<Record<string, string | undefined>> = {
  keyword: styles.tokKeyword,
  'selector-tag': styles.tokKeyword,
  doctag: styles.tokKeyword,
  string: styles.tokString,
  regexp: styles.tokString,
  char: styles.tokString,
  addition: styles.tokString,
  'selector-attr': styles.tokString,
  number: styles.tokLiteral,
  literal: styles.tokLiteral,
  symbol: styles.tokLiteral,
  bullet: styles.tokLiteral,
  comment: styles.tokComment,
  quote: styles.tokComment,
  deletion: styles.tokComment,
  title: styles.tokTitle,
  section: styles.tokTitle,
  name: styles.tokTitle,
  'selector-id': styles.tokTitle,
  'selector-class': styles.tokTitle,
  built_in: styles.tokBuiltin,
  type: styles.tokBuiltin,
  attr: styles.tokAttr,
  attribute: styles.tokAttr,
  property: styles.tokAttr,
  variable: styles.tokAttr,
  'template-variable': styles.tokAttr,
  meta: styles.tokMeta,
};

/** The class for a run's scope: its first part decides (`title.function` → title). */
export function tokenClass(scope: string): string | undefined {
  return TOKEN_CLASS[scope.split('.')[0] ?? ''];
}

/** Whether the server's runs are of this very text (not of an older version, as in an unsaved preview). */
function runsMatch(runs: readonly CodeRun[], value: string): boolean {
  let length = 0;
  for (const [, text] of runs) length += text.length;
  return length === value.length && runs.map(([, text]) => text).join('') === value;
}

export interface CodeBlockProps {
  /** The block's text, without its final line ending. */
  readonly value: string;
  /** The info string's first word, if any. */
  readonly language?: string;
  /** The server's highlighting of this block (`highlights` of the post), if any. */
  readonly runs?: readonly CodeRun[] | null;
}

/**
 * A fenced or indented code block. With the server's runs for exactly this text, each token is a
 * span whose class gives its colour (`tok*` in the stylesheet); otherwise — no runs, or runs of
 * other text — the plain text. No highlighter runs in the browser. Beside it a "copy" button
 * (`markdownActions.tsx` copies; hidden where scripts do not run, as it could do nothing there).
 */
export function CodeBlock({ value, language, runs }: CodeBlockProps) {
  const className = [styles.code, language ? `language-${language}` : ''].filter(Boolean).join(' ');
  const highlighted = runs && value !== '' && runsMatch(runs, value);
  return (
    <div className={styles.codeBlock}>
      {/* A code block can be scrolled sideways, so it takes keyboard focus. */}
      <pre className={styles.pre} tabIndex={0}>
        <code className={className} data-highlighted={highlighted ? 'true' : undefined}>
          {highlighted
            ? [
                ...runs.map(([scope, text], index) => {
                  const token = scope === null ? undefined : tokenClass(scope);
                  return token === undefined ? text : <span key={index} className={token}>{text}</span>;
                }),
                '\n',
              ]
            : value
              ? `${value}\n`
              : ''}
        </code>
      </pre>
      <button type="button" className={styles.copy} aria-label={COPY_LABEL} {...{ [COPY_ATTRIBUTE]: '' }}>
        <span className={styles.copyIdle}>copy</span>
        <span className={styles.copyDone} aria-hidden="true">
          copied
        </span>
      </button>
    </div>
  );
}
