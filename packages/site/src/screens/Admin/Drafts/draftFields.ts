/**
 * The `draft` flag in the admin. The post forms keep every field as text (the editor
 * machine's `EditorFields`), so there a draft is `DRAFT_ON` and a published post `''`.
 */
export const DRAFT_ON = 'true';

export const draftText = (draft: boolean): string => (draft ? DRAFT_ON : '');

export const isDraftText = (value: string | undefined): boolean => value === DRAFT_ON;

/** The admin's words for drafts; the visitor page's line is `DRAFT_NOTICE` (screens/shared/DraftPreview). */
export const DRAFT_TEXTS = {
  /** The add / edit forms' checkbox, and the mark on a draft in the lists. */
  label: 'Draft',
  hint: 'Visitors cannot see a draft until it is published.',
  open: 'Open draft',
  publish: 'Publish',
} as const;

export const PUBLISH_MESSAGES = {
  post: { pending: 'Publishing post...', done: 'Post published', failed: 'Failed to publish post' },
  project: { pending: 'Publishing project...', done: 'Project published', failed: 'Failed to publish project' },
} as const;
