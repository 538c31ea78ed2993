import { type EditorMessages, type EditorSaveInput, editorMachine } from '@portfolio/terminal-ui/machines/editorMachine';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { type EditorState, editorStatus } from './logic/status';

export interface EntryEditorOptions {
  readonly requiredFields: readonly string[];
  readonly messages: Partial<EditorMessages>;
  /** Sends the save; must only close over stable values (it is bound once). */
  readonly save: (input: EditorSaveInput) => Promise<unknown>;
  /** After a successful save: reload the list. */
  readonly onSaved: () => void;
  /** Append the server's reason to a failure (the simple admin's writing tab). */
  readonly append?: boolean;
}

/**
 * terminal-ui's editorMachine for one list: one entry open at a time, in detail or review mode,
 * with its status line. The machine lives as long as the tab, so a draft outlives a re-login.
 */
export function useEntryEditor({ requiredFields, messages, save, onSaved, append = false }: EntryEditorOptions) {
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

  return {
    editor,
    state,
    context,
    /** The form is open (not merely showing "saved"). */
    open: state === 'detailEdit' || state === 'reviewEdit' || state === 'saving' || state === 'failed',
    status: editorStatus(state, context.status, context.error, append),
  };
}

export type EntryEditor = ReturnType<typeof useEntryEditor>;
