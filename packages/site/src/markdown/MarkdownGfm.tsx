import type { FootnoteDefinition, FootnoteReference as FootnoteReferenceNode, Nodes, Root } from 'mdast';
import type { ReactNode } from 'react';
import styles from './MarkdownContent.module.css';

/**
 * The parts of GitHub's Markdown that need more than one element: task checkboxes and footnotes.
 * Footnotes are numbered by their first reference, as GitHub does, and listed after the post;
 * a definition nothing refers to is left out.
 */

/**
 * A task's checkbox: shown, never changed by the reader (disabled), and named for screen readers,
 * which read it with its state ("Done, checkbox, checked") before the task's words.
 */
export function taskBox(checked: boolean): ReactNode {
  return <input key="task" type="checkbox" className={styles.taskBox} checked={checked} readOnly disabled aria-label={checked ? 'Done' : 'Not done'} />;
}

export interface FootnoteIndex {
  /** Footnote labels (their normalised identifiers) by number, in the order they are first referred to. */
  readonly numbers: ReadonlyMap<string, number>;
  /** The first reference to each note: the one its note links back to. */
  readonly firsts: ReadonlySet<FootnoteReferenceNode>;
}

export function indexFootnotes(root: Root): FootnoteIndex {
  const numbers = new Map<string, number>();
  const firsts = new Set<FootnoteReferenceNode>();
  const visit = (node: Nodes) => {
    if (node.type === 'footnoteReference' && !numbers.has(node.identifier)) {
      numbers.set(node.identifier, numbers.size + 1);
      firsts.add(node);
    }
    if ('children' in node) node.children.forEach(visit);
  };
  visit(root);
  return { numbers, firsts };
}

const noteId = (number: number) => `footnote-${number}`;
const referenceId = (number: number) => `footnote-ref-${number}`;

/** `[^label]` in the text: its number, linking to the note (the first reference is where the note links back). */
export function FootnoteReference({ node, index }: { node: FootnoteReferenceNode; index: FootnoteIndex }) {
  const number = index.numbers.get(node.identifier);
  if (number === undefined) return null;
  return (
    <sup className={styles.noteRef}>
      <a className={styles.link} href={`#${noteId(number)}`} id={index.firsts.has(node) ? referenceId(number) : undefined} aria-label={`Footnote ${number}`}>
        [{number}]
      </a>
    </sup>
  );
}

interface FootnotesProps {
  readonly root: Root;
  readonly index: FootnoteIndex;
  /** The post's renderer, for the notes' own blocks. */
  readonly render: (node: Nodes, key: number) => ReactNode;
}

/** The notes referred to, in number order, each with a link back to its first reference. */
export function Footnotes({ root, index, render }: FootnotesProps) {
  const { numbers } = index;
  if (numbers.size === 0) return null;
  const definitions = new Map<string, FootnoteDefinition>();
  const visit = (node: Nodes) => {
    if (node.type === 'footnoteDefinition' && !definitions.has(node.identifier)) definitions.set(node.identifier, node);
    else if ('children' in node) node.children.forEach(visit);
  };
  visit(root);
  const notes = [...numbers].flatMap(([identifier, number]) => {
    const definition = definitions.get(identifier);
    return definition ? [{ number, definition }] : [];
  });
  if (notes.length === 0) return null;
  return (
    <section className={styles.footnotes} aria-label="Footnotes">
      <ol className={styles.list}>
        {notes.map(({ number, definition }) => (
          <li key={number} id={noteId(number)} value={number}>
            {definition.children.map((child, index) => render(child, index))}{' '}
            <a className={styles.link} href={`#${referenceId(number)}`} aria-label={`Back to reference ${number}`}>
              ↩
            </a>
          </li>
        ))}
      </ol>
    </section>
  );
}
