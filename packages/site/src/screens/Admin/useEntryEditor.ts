import { type EditorMessages, type EditorSaveInput, editorMachine } from '@portfolio/terminal-ui/machines/editorMachine';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { type FieldErrors, visibleFieldErrors } from './logic/fieldErrors';
import { type EditorState, editorStatus } from './logic/status';
import { hasChanges } from './unsaved/unsavedChanges';
import { useMarkUnsaved } from './unsaved/useUnsavedChanges';

export interface EntryEditorOptions {
  /** The editor's name in its tab, for the unsaved-changes prompt. */
  readonly name: string;
  readonly requiredFields: readonly string[];
  readonly messages: Partial<EditorMessages>;
  /** Sends the save; must only close over stable values (it is bound once). */
  readonly save: (input: EditorSaveInput) => Promise<unknown>;
  /** After a successful save: reload the list. */
  readonly onSaved: () => void;
  /** Append the server's reason to a failure (the simple admin's writing tab). */
  readonly append?: boolean;
  /** Each field's problem in what a save would send, as the API would word it (`fieldErrorsOf`). */
  readonly check: (input: EditorSaveInput) => FieldErrors;
}

/**
 * terminal-ui's editorMachine for one list: one entry open at a time, in detail or review mode,
 * with its status line. The machine lives as long as the tab, so a draft outlives a re-login.
 * An open form whose fields differ from the entry's (or a review with any text) counts as unsaved;
 * after a failed save, `errors` holds every field's problem, for the field itself.
 */
export function useEntryEditor({ name, requiredFields, messages, save, onSaved, append = false, check }: EntryEditorOptions) {
  const [logic] = useState(() =>
    editorMachine.provide({ actors: { saveEntry: fromPromise<unknown, EditorSaveInput>(({ input }) => save(input)) } }),
  );
  const editor = useActorRef(logic, { input: { requiredFields, messages } });
  const state = useSelector(editor, (snapshot) => snapshot.value as EditorState);
  const context = useSelector(editor, (snapshot) => snapshot.context);

  useEffect(() => {
    const subscription = editor.on('saved', () => onSaved());
    return () => subscription.unsubscribe();
  }, [editor, onSaved]);

  const open = state === 'detailEdit' || state === 'reviewEdit' || state === 'saving' || state === 'failed';
  const { target, mode, draft, review } = context;
  const unsaved = open && target !== null && (mode === 'review' ? review !== '' : hasChanges(draft, target.details));
  useMarkUnsaved(name, unsaved);
  const failed = state === 'failed' && target !== null;
  const input: EditorSaveInput | null =
    target === null ? null : mode === 'review' ? { mode: 'review', id: target.id, review } : { mode: 'details', id: target.id, details: draft };

  return {
    editor,
    state,
    context,
    /** The form is open (not merely showing "saved"). */
    open,
    status: editorStatus(state, context.status, context.error, append),
    errors: visibleFieldErrors(failed, failed && input !== null ? check(input) : {}, context.error),
  };
}

export type EntryEditor = ReturnType<typeof useEntryEditor>;
