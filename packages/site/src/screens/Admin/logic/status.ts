import { caughtErrorMessage } from '@portfolio/terminal-ui/engine/messages';
import { ApiError } from '../../../http/http';

/** A status line under a form: what is happening, what went well, or what failed (and why). */
export interface StatusMessage {
  readonly tone: 'progress' | 'success' | 'error';
  readonly text: string;
  /** The server's reason, shown on its own line by the clean admin. */
  readonly detail?: string;
}

export const progress = (text: string): StatusMessage => ({ tone: 'progress', text });
export const success = (text: string): StatusMessage => ({ tone: 'success', text });
/** A problem found before anything was sent (a missing field). */
export const problem = (text: string): StatusMessage => ({ tone: 'error', text });

/**
 * A failure as the spec words it. With `append` (the simple admin's writing tab) the server's text
 * or the error's message follows the message (`Failed to save post: date: must be…`); otherwise it
 * is kept apart as `detail`.
 */
export function failure(text: string, error: unknown, append = false): StatusMessage {
  const detail = caughtErrorMessage(error);
  return append ? { tone: 'error', text: `${text}: ${detail}` } : { tone: 'error', text, detail };
}

/** `Failed to load art data: 500` — the HTTP status, or the error's message when none came back. */
export function loadFailure(prefix: string, error: unknown): StatusMessage {
  const reason = error instanceof ApiError ? String(error.status) : caughtErrorMessage(error);
  return { tone: 'error', text: `${prefix}: ${reason}` };
}

/** The editor machine's states, as `editorStatus` reads them. */
export type EditorState = 'display' | 'detailEdit' | 'reviewEdit' | 'saving' | 'saved' | 'failed';

/** The editor machine's status text as a status line; `append` adds the failure's reason to it. */
export function editorStatus(state: EditorState, text: string, error: string | null, append = false): StatusMessage | null {
  if (text === '') return null;
  if (state === 'saving') return progress(text);
  if (state === 'saved') return success(text);
  if (state === 'failed' && error !== null) return failure(text, new Error(error), append);
  return problem(text);
}
