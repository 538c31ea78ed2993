import { type ReactNode, useDeferredValue, useState } from 'react';
import { MarkdownContent } from '../../../markdown/MarkdownContent';
import { useAdmin } from '../AdminContext';
import forms from '../Forms.module.css';
import styles from './MarkdownPreview.module.css';

export const PREVIEW_LABEL = 'Preview';
export const EDIT_LABEL = 'Edit';
export const EMPTY_PREVIEW = 'Nothing to preview yet.';

/**
 * The Markdown as visitors will see it, by their very renderer (`MarkdownContent`). Rendered from
 * a deferred copy of the text, so typing stays quick in a long post: React renders the preview
 * when the keystrokes leave it time. Code shows plain here (the server highlights what is saved).
 */
export function RenderedPreview({ content }: { readonly content: string }) {
  const shown = useDeferredValue(content);
  return (
    // Scrolls when long, so it takes keyboard focus. A group, not a region: an add form and an open
    // editor may both show one, and landmarks must be told apart.
    <div role="group" className={styles.preview} aria-label={PREVIEW_LABEL} aria-busy={shown !== content} tabIndex={0}>
      {shown.trim() === '' ? <p className={styles.empty}>{EMPTY_PREVIEW}</p> : <MarkdownContent content={shown} />}
    </div>
  );
}

export interface MarkdownPreviewProps {
  /** The Markdown being edited. */
  readonly content: string;
  /** The editor: the content field (and its tools). */
  readonly children: ReactNode;
}

/**
 * A Markdown field with its preview, as the admin variant says (`markdownPreview` in `variants.ts`):
 * `/admin-clean` shows it beside the editor, live (below it on a narrow screen); `/admin` has a
 * Preview button that swaps the editor for it, and an Edit button back. The editor stays mounted
 * while hidden, so what was typed, the caret and the image tool's place in the text stay.
 */
export function MarkdownPreview({ content, children }: MarkdownPreviewProps) {
  const { rules } = useAdmin();
  const [previewing, setPreviewing] = useState(false);

  if (rules.markdownPreview === 'beside') {
    return (
      <div className={styles.beside}>
        <div className={styles.editor}>{children}</div>
        <RenderedPreview content={content} />
      </div>
    );
  }
  return (
    <div className={styles.toggle}>
      <div className={styles.toggleBar}>
        <button type="button" className={forms.secondaryButton} aria-pressed={previewing} onClick={() => setPreviewing((on) => !on)}>
          {previewing ? EDIT_LABEL : PREVIEW_LABEL}
        </button>
      </div>
      <div className={styles.editor} hidden={previewing}>
        {children}
      </div>
      {previewing ? <RenderedPreview content={content} /> : null}
    </div>
  );
}
