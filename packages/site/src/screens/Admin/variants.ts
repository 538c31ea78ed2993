/**
 * `/admin` (simple) and `/admin-clean` (clean) are one screen; this table is everything they do
 * differently, read where it matters. The rest — session, lists, editors, API calls — is shared,
 * and the look differs in CSS (`Admin.module.css`, `.simple` / `.clean`).
 *
 * The spec lists more art messages than there are operations; each variant takes its own wording:
 *
 * | operation       | simple (/admin)          | clean (/admin-clean)            |
 * |-----------------|--------------------------|---------------------------------|
 * | add entry       | Failed to save entry     | Failed to add entry             |
 * | save details    | Failed to update entry   | Failed to save entry details    |
 * | save review     | Failed to save review    | Failed to save review           |
 * | delete entry    | Failed to remove         | Failed to delete entry          |
 */
import type { ThemeName } from '@portfolio/terminal-ui/engine/types';
import type { EditorMessages } from '@portfolio/terminal-ui/machines/editorMachine';
import { MISSING_ART_FIELDS } from './logic/messages';

export type AdminVariant = 'simple' | 'clean';

export interface ArtMessages {
  readonly addFailed: string;
  readonly deleteFailed: string;
  readonly editor: Partial<EditorMessages>;
}

export interface AdminVariantRules {
  /** The page's heading (and, with the owner's name, its title). */
  readonly title: string;
  /** The palette the admin keeps for its subtree, whatever the visitor's theme. */
  readonly theme: ThemeName;
  /** The simple admin's about tab has no content. */
  readonly aboutTab: boolean;
  /**
   * A required field left blank: `disable` keeps Save (and a cover's Set) disabled; `explain`
   * leaves Save enabled and says what is missing (under the add form once it is touched, or from
   * the editor machine). Add Entry and Add Post are disabled in both.
   */
  readonly incompleteForm: 'disable' | 'explain';
  /**
   * The server's reason for a failure shown on a line of its own under the status. Where the reason
   * is the point (an image delete refused because something still shows it), an admin without this
   * line appends it instead (`Failed to delete image: Image still in use by …`).
   */
  readonly reasonOnOwnLine: boolean;
  /** The server's reason appended to writing failures (`Failed to save post: date: must be …`), as the spec says. */
  readonly reasonAppendedToWriting: boolean;
  /**
   * How a post's or a review's Markdown is previewed, by the visitors' renderer (`MarkdownPreview`):
   * `beside` the editor, live as one types (below it on a narrow screen); or on `toggle`, a
   * Preview/Edit button showing one or the other.
   */
  readonly markdownPreview: 'beside' | 'toggle';
  /**
   * A post open in the editor takes the tab's whole width (the list and its editor first, the add
   * form after them) instead of the list's column, so the text and its preview sit side by side.
   */
  readonly wideEditor: boolean;
  readonly art: ArtMessages;
}

export const ADMIN_VARIANTS: Readonly<Record<AdminVariant, AdminVariantRules>> = {
  simple: {
    title: 'Admin',
    theme: 'light',
    aboutTab: false,
    incompleteForm: 'disable',
    reasonOnOwnLine: false,
    reasonAppendedToWriting: true,
    markdownPreview: 'toggle',
    wideEditor: false,
    art: {
      addFailed: 'Failed to save entry',
      deleteFailed: 'Failed to remove',
      editor: { detailsFailed: 'Failed to update entry', reviewFailed: 'Failed to save review' },
    },
  },
  clean: {
    title: 'Admin Panel',
    theme: 'dark',
    aboutTab: true,
    incompleteForm: 'explain',
    reasonOnOwnLine: true,
    reasonAppendedToWriting: false,
    markdownPreview: 'beside',
    wideEditor: true,
    art: {
      addFailed: 'Failed to add entry',
      deleteFailed: 'Failed to delete entry',
      editor: {
        detailsFailed: 'Failed to save entry details',
        reviewFailed: 'Failed to save review',
        missingFields: MISSING_ART_FIELDS,
      },
    },
  },
};
