/**
 * editorMachine — editing one admin entry at a time (art entries, writing posts): its details or
 * its review, never both, with status messages as the save progresses.
 *
 * One machine serves a whole list: opening an entry closes whichever was open (its draft is
 * dropped). The review editor always starts blank.
 *
 * Input (optional): requiredFields (detail fields that must not be blank, e.g. art's `title`,
 * `creator`, `date`); messages (override any of `EditorMessages`; the failure defaults are the
 * art wording of docs/spec.md §8, a writing screen passes `detailsFailed: 'Failed to update post'`); entry (open
 * on it from the start: a form that is always there, such as an add form on a blank entry);
 * afterSave (`close`, the default; or `restart`: the form stays open on the entry it was opened
 * with, or on the details the save resolved to, its saved status kept).
 *
 * Context: target ({ id, details } being edited or just saved, else null), mode ('details' |
 * 'review' | null), draft (the detail fields being edited), review (the review text being
 * written), status (the message to show, '' for none), error (the thrown message of the last
 * failure, for screens that append it).
 *
 * States: display → detailEdit | reviewEdit → saving → saved (→ display after `statusDelay`,
 * 3 s; a restarting form stays open in it) | failed (the form stays open: change, save again, cancel).
 *
 * Events:
 *   editor.editDetails {entry}    open an entry's details (draft = its details)
 *   editor.editReview {entry}     open an entry's review (blank)
 *   editor.change {field, value}  edit a detail field
 *   editor.changeReview {value}   edit the review
 *   editor.save                   save (blank required fields: `messages.missingFields`, no save)
 *   editor.cancel                 close the form
 *   editor.reset {details}        the open entry as it is stored now: draft and saved copy, status kept
 *
 * Actor `saveEntry` (supply with `editorMachine.provide({ actors: { saveEntry: fromPromise(…) } })`):
 * input `EditorSaveInput`; resolve to succeed (optionally to `{ details }`, the entry as stored),
 * reject to fail.
 * Emits `{ type: 'saved', mode, id }` after a successful save, so the screen reloads its list.
 */
import { assertEvent, assign, emit, fromPromise, not, setup } from 'xstate';
import { caughtErrorMessage } from '../engine/messages';

export type EntryId = string | number;
export type EditorFields = Readonly<Record<string, string>>;

export interface EditorEntry {
  readonly id: EntryId;
  readonly details: EditorFields;
}

export type EditorMode = 'details' | 'review';

export interface EditorMessages {
  readonly savingDetails: string;
  readonly detailsSaved: string;
  readonly detailsFailed: string;
  readonly savingReview: string;
  readonly reviewSaved: string;
  readonly reviewFailed: string;
  readonly missingFields: string;
}

export const DEFAULT_EDITOR_MESSAGES: EditorMessages = {
  savingDetails: 'Saving entry details...',
  detailsSaved: 'Entry details saved',
  detailsFailed: 'Failed to save entry details',
  savingReview: 'Saving review...',
  reviewSaved: 'Review saved',
  reviewFailed: 'Failed to save review',
  missingFields: 'Please fill in all required fields',
};

export interface EditorInput {
  readonly requiredFields?: readonly string[];
  readonly messages?: Partial<EditorMessages>;
  readonly entry?: EditorEntry;
  readonly afterSave?: 'close' | 'restart';
}

export type EditorSaveInput =
  | { readonly mode: 'details'; readonly id: EntryId; readonly details: EditorFields }
  | { readonly mode: 'review'; readonly id: EntryId; readonly review: string };

export interface EditorContext {
  readonly target: EditorEntry | null;
  readonly mode: EditorMode | null;
  readonly draft: EditorFields;
  readonly review: string;
  readonly status: string;
  readonly error: string | null;
  readonly requiredFields: readonly string[];
  readonly messages: EditorMessages;
  readonly afterSave: 'close' | 'restart';
}

export type EditorEvent =
  | { type: 'editor.editDetails'; entry: EditorEntry }
  | { type: 'editor.editReview'; entry: EditorEntry }
  | { type: 'editor.change'; field: string; value: string }
  | { type: 'editor.changeReview'; value: string }
  | { type: 'editor.save' }
  | { type: 'editor.cancel' }
  | { type: 'editor.reset'; details: EditorFields };

export interface EditorSavedEvent {
  type: 'saved';
  mode: EditorMode;
  id: EntryId;
}

/** The required fields left blank in a draft. */
export function missingFields(draft: EditorFields, required: readonly string[]): string[] {
  return required.filter((field) => (draft[field] ?? '').trim() === '');
}

const open = { status: '', error: null } as const;

/** After a save, failed or (for a restarting form) done, the form takes edits and saves again. */
const afterSaving = {
  'editor.change': { actions: 'changeField' },
  'editor.reset': { actions: 'reset' },
  'editor.changeReview': { actions: 'changeReview' },
  'editor.save': [{ guard: 'hasMissingFields', actions: 'showMissingFields' }, { target: 'saving' }],
  'editor.cancel': { target: 'display', actions: 'close' },
} as const;

/** The details a save resolved to (`{ details }`), if it resolved to any. */
function savedDetails(output: unknown): EditorFields | undefined {
  if (typeof output !== 'object' || output === null || !('details' in output)) return undefined;
  const { details } = output;
  if (typeof details !== 'object' || details === null) return undefined;
  const fields = Object.entries(details);
  return fields.every(([, value]) => typeof value === 'string') ? Object.fromEntries(fields) : undefined;
}

export const editorMachine = setup({
  types: {
    input: {} as EditorInput,
    context: {} as EditorContext,
    events: {} as EditorEvent,
    emitted: {} as EditorSavedEvent,
  },
  actors: {
    saveEntry: fromPromise<unknown, EditorSaveInput>(async () => {
      throw new Error('editorMachine: provide a saveEntry actor');
    }),
  },
  guards: {
    hasMissingFields: ({ context }) =>
      context.mode === 'details' && missingFields(context.draft, context.requiredFields).length > 0,
    isOpen: ({ context }) => context.target !== null,
    restarts: ({ context }) => context.afterSave === 'restart',
  },
  actions: {
    openDetails: assign(({ event }) => {
      assertEvent(event, 'editor.editDetails');
      return { ...open, target: event.entry, mode: 'details' as const, draft: event.entry.details, review: '' };
    }),
    openReview: assign(({ event }) => {
      assertEvent(event, 'editor.editReview');
      return { ...open, target: event.entry, mode: 'review' as const, draft: {}, review: '' };
    }),
    changeField: assign(({ context, event }) => {
      assertEvent(event, 'editor.change');
      return { draft: { ...context.draft, [event.field]: event.value } };
    }),
    changeReview: assign(({ event }) => {
      assertEvent(event, 'editor.changeReview');
      return { review: event.value };
    }),
    reset: assign(({ context, event }) => {
      assertEvent(event, 'editor.reset');
      return { draft: event.details, target: context.target && { ...context.target, details: event.details } };
    }),
    /** After a save, open again on the entry it was opened with (or as the save stored it), saying it was saved. */
    restart: assign(({ context }, params: { output: unknown }) => {
      const details = savedDetails(params.output) ?? context.target?.details ?? {};
      return {
        status: context.mode === 'review' ? context.messages.reviewSaved : context.messages.detailsSaved,
        draft: details,
        review: '',
        target: context.target && { ...context.target, details },
      };
    }),
    showMissingFields: assign(({ context }) => ({ status: context.messages.missingFields })),
    showSaving: assign(({ context }) => ({
      status: context.mode === 'review' ? context.messages.savingReview : context.messages.savingDetails,
      error: null,
    })),
    showSaved: assign(({ context }) => ({
      status: context.mode === 'review' ? context.messages.reviewSaved : context.messages.detailsSaved,
      target:
        context.target !== null && context.mode === 'details'
          ? { ...context.target, details: context.draft }
          : context.target,
    })),
    showFailure: assign(({ context }, params: { error: unknown }) => ({
      status: context.mode === 'review' ? context.messages.reviewFailed : context.messages.detailsFailed,
      error: caughtErrorMessage(params.error),
    })),
    emitSaved: emit(({ context }) => ({
      type: 'saved' as const,
      mode: context.mode ?? 'details',
      id: context.target?.id ?? '',
    })),
    close: assign({ target: null, mode: null, draft: {}, review: '', status: '', error: null }),
  },
  delays: {
    statusDelay: 3000,
  },
}).createMachine({
  id: 'editor',
  context: ({ input }) => ({
    target: input.entry ?? null,
    mode: input.entry ? 'details' : null,
    draft: input.entry?.details ?? {},
    review: '',
    status: '',
    error: null,
    requiredFields: input.requiredFields ?? [],
    messages: { ...DEFAULT_EDITOR_MESSAGES, ...input.messages },
    afterSave: input.afterSave ?? 'close',
  }),
  on: {
    'editor.editDetails': { target: '.detailEdit', actions: 'openDetails' },
    'editor.editReview': { target: '.reviewEdit', actions: 'openReview' },
  },
  initial: 'display',
  states: {
    display: {
      always: { guard: 'isOpen', target: 'detailEdit' },
    },
    detailEdit: {
      on: {
        'editor.change': { actions: 'changeField' },
        'editor.reset': { actions: 'reset' },
        'editor.save': [{ guard: 'hasMissingFields', actions: 'showMissingFields' }, { target: 'saving' }],
        'editor.cancel': { target: 'display', actions: 'close' },
      },
    },
    reviewEdit: {
      on: {
        'editor.changeReview': { actions: 'changeReview' },
        'editor.save': { target: 'saving' },
        'editor.cancel': { target: 'display', actions: 'close' },
      },
    },
    saving: {
      // Opening another entry mid-save would lose track of the save: wait for it. A restarting form
      // takes what is typed meanwhile (kept if the save fails).
      on: { 'editor.editDetails': {}, 'editor.editReview': {}, 'editor.change': { guard: 'restarts', actions: 'changeField' } },
      entry: 'showSaving',
      invoke: {
        src: 'saveEntry',
        input: ({ context }): EditorSaveInput =>
          context.mode === 'review'
            ? { mode: 'review', id: context.target?.id ?? '', review: context.review }
            : { mode: 'details', id: context.target?.id ?? '', details: context.draft },
        onDone: [
          { guard: 'restarts', target: 'saved', actions: [{ type: 'restart', params: ({ event }) => ({ output: event.output }) }, 'emitSaved'] },
          { target: 'saved', actions: ['showSaved', 'emitSaved'] },
        ],
        onError: { target: 'failed', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // A restarting form stays open here, its next entry typed while it says the last was saved.
    saved: {
      after: { statusDelay: { guard: not('restarts'), target: 'display', actions: 'close' } },
      on: afterSaving,
    },
    failed: { on: afterSaving },
  },
});
