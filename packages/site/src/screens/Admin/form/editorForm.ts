import {
  type EditorFields,
  type EditorInput,
  type EditorSaveInput,
  type EntryId,
  editorMachine,
  missingFields,
} from '@portfolio/terminal-ui/machines/editorMachine';
import { fromPromise } from 'xstate';
import { editorStatus } from '../logic/status';
import { hasChanges } from '../unsaved/unsavedChanges';
import type { FormMachine } from './formMachine';
import type { FormModel } from './useAdminForm';

/** What a text form saves: the entry's fields, or, in review mode, its review. */
export interface EntrySave<Fields> {
  readonly id: EntryId;
  readonly fields: Fields;
  /** Review mode: the review text (the fields are not sent). */
  readonly review?: string;
}

export interface EditorFormOptions<Fields> extends EditorInput {
  /** Every field, blank: the fields' names, and what a field the entry lacks shows. */
  readonly blank: Fields;
}

/**
 * A text form on terminal-ui's editorMachine: one entry open at a time (a list's editor, in detail
 * or review mode), or, with `entry` and `afterSave: 'restart'`, a form that is always there (an add
 * form on a blank entry, the about config, the password). The machine keeps the status line.
 */
export function editorForm<Fields extends EditorFields>({
  blank,
  ...input
}: EditorFormOptions<Fields>): FormMachine<typeof editorMachine, Fields, EntrySave<Fields>> {
  const saveOf = (save: EditorSaveInput): EntrySave<Fields> =>
    save.mode === 'review' ? { id: save.id, fields: blank, review: save.review } : { id: save.id, fields: { ...blank, ...save.details } };
  return {
    logic: (save) => editorMachine.provide({ actors: { saveEntry: fromPromise(({ input: entry }) => save(saveOf(entry))) } }),
    input,
    view: ({ value: state, context }, actor) => {
      const { target, mode, review } = context;
      const fields = { ...blank, ...context.draft };
      // A form that restarts stays open once saved; a list's editor then only says so, closed.
      const open = target !== null && state !== 'display' && (state !== 'saved' || context.afterSave === 'restart');
      return {
        fields,
        open,
        target: target?.id ?? null,
        unsaved: open && target !== null && (mode === 'review' ? review !== '' : hasChanges(fields, { ...blank, ...target.details })),
        input: target === null ? null : mode === 'review' ? { id: target.id, fields: blank, review } : { id: target.id, fields },
        saving: state === 'saving',
        canSubmit: open && state !== 'saving',
        missing: missingFields(fields, context.requiredFields).length > 0,
        failed: state === 'failed' && target !== null,
        status: editorStatus(state, context.status, context.error),
        change: (field, value) => actor.send({ type: 'editor.change', field, value }),
        submit: () => actor.send({ type: 'editor.save' }),
        cancel: () => actor.send({ type: 'editor.cancel' }),
      };
    },
  };
}

/** A form that is always there, open on `blank` (an add form, the password): blank again after each save. */
export const blankForm = <Fields extends EditorFields>(blank: Fields, options: Omit<EditorFormOptions<Fields>, 'blank' | 'entry' | 'afterSave'>) =>
  editorForm({ ...options, blank, entry: { id: '', details: blank }, afterSave: 'restart' });

export type EditorForm<Fields extends EditorFields> = FormModel<typeof editorMachine, Fields, EntrySave<Fields>>;
