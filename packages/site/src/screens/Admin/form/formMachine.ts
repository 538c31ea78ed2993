/**
 * What `useAdminForm` needs of a form's machine (`editorForm`: terminal-ui's editorMachine, for
 * every text form; `projectForm`: the project form's machine, with its images): the machine built
 * around the hook's save, and how its snapshot reads as a form.
 */
import type { Actor, AnyStateMachine, InputFrom, SnapshotFrom } from 'xstate';
import type { StatusMessage } from '../logic/status';

/** The fields of `Fields` that hold free text (not a choice of values, a flag or a list). */
export type TextKey<Fields> = {
  [K in keyof Fields]: string extends Fields[K] ? (Fields[K] extends string ? K : never) : never;
}[keyof Fields] &
  string;

/** A form as its machine's snapshot shows it, and the events that change it. */
export interface FormView<Fields, Input> {
  readonly fields: Fields;
  /** A form is showing (a list's editor may be closed). */
  readonly open: boolean;
  /** The stored item the form edits (an entry's id, a slug, a project's id); null for a new one. */
  readonly target: string | number | null;
  /** The fields differ from what is stored. */
  readonly unsaved: boolean;
  /** What a save would send now (what `check` reads); null while nothing is open. */
  readonly input: Input | null;
  readonly saving: boolean;
  /** The machine would take a submit now. */
  readonly canSubmit: boolean;
  /** A required field is blank. */
  readonly missing: boolean;
  /** A failed save's field errors still apply (false once the form moved on). */
  readonly failed: boolean;
  /** The machine's own status line; undefined for one without (its saves report on the hook's operation). */
  readonly status?: StatusMessage | null;
  readonly change: (field: TextKey<Fields>, value: string) => void;
  readonly submit: () => void;
  readonly cancel: () => void;
}

export interface FormMachine<TLogic extends AnyStateMachine, Fields extends object, Input> {
  /** The machine, its save done by `save` (built once per form). */
  readonly logic: (save: (input: Input) => Promise<unknown>) => TLogic;
  readonly input?: InputFrom<TLogic>;
  readonly view: (snapshot: SnapshotFrom<TLogic>, actor: Actor<TLogic>) => FormView<Fields, Input>;
}
