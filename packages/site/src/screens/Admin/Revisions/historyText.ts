import type { TrashKind } from '@portfolio/contracts/history';

/** The history and trash texts (the spec has none; these are ours). */
export const HISTORY_MESSAGES = {
  show: 'History',
  loading: 'Loading history...',
  empty: 'No earlier versions',
  loadFailed: 'Failed to load history',
  restoring: 'Restoring version...',
  restoreFailed: 'Failed to restore version',
  view: 'View',
  versionLoading: 'Loading version...',
  versionLoadFailed: 'Failed to load version',
  versionTitle: 'This version',
  diffTitle: 'Compared with the current text',
  sameAsCurrent: 'Same as the current text',
  addedLabel: 'Only in this version: ',
  removedLabel: 'Only in the current text: ',
  trashTitle: 'Trash',
  trashLoading: 'Loading trash...',
  trashEmpty: 'Trash is empty',
  trashLoadFailed: 'Failed to load trash',
  trashRestoring: 'Restoring...',
  trashRestoreFailed: 'Failed to restore',
  trashNote: 'Deleted items are kept here for 30 days. An image a deleted item shows stays in the media library until then.',
  confirmForget: 'Delete this item forever? It cannot be restored.',
  forgetting: 'Deleting forever...',
  forgotten: 'Deleted forever',
  forgetFailed: 'Failed to delete forever',
} as const;

export const TRASH_KIND_LABELS: Readonly<Record<TrashKind, string>> = { post: 'post', project: 'project', art: 'art entry' };

/** `2026-11-23 21:59 UTC`: the same for every reader, as the server's messages say times. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** `12 days left`, `1 day left`, `expires today`. */
export function daysLeftText(days: number): string {
  if (days <= 0) return 'expires today';
  return days === 1 ? '1 day left' : `${days} days left`;
}

/** `+ 2 lines only in this version · − 1 line only in the current text`: what a restore would bring back and drop. */
export function diffSummary(added: number, removed: number): string {
  const lines = (count: number) => (count === 1 ? '1 line' : `${count} lines`);
  return `+ ${lines(added)} only in this version · − ${lines(removed)} only in the current text`;
}

/** `12 unchanged lines` (folded in a diff). */
export const unchangedLines = (count: number): string => (count === 1 ? '1 unchanged line' : `${count} unchanged lines`);
