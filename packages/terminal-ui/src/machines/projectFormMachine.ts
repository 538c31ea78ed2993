/**
 * projectFormMachine — the admin project form: add mode ↔ edit mode (spec §2 Admin "Projects",
 * §4 "Project form", §5).
 *
 * Context: mode ('add' | 'edit'), selectedId (the project being edited, else null), fields
 * (`ProjectFields`, all strings; a new project is software / in-progress), error (the spec's
 * failure message of the last save, else null). Disable the submit button with
 * `canSubmitProject(context)`, the same rule as the `canSubmit` guard.
 *
 * States: add, edit, saving (back to add after a successful save, in both modes; back to the
 * mode it came from on failure, fields kept).
 *
 * Events:
 *   form.change {field, value}  edit a field (`ProjectFieldChange`)
 *   form.edit {project}         load a project and switch to edit mode (from add or edit)
 *   form.cancel                 back to add mode with a blank new project
 *   form.submit                 save, when `canSubmit`; otherwise ignored
 *
 * Actor `saveProject` (supply with `provide`): input `ProjectSaveInput` with the payload from
 * `toProjectPayload`; resolve to succeed, reject to fail. Failures read "Failed to save project"
 * (add) or "Failed to update project" (edit).
 * Emits `{ type: 'saved', mode }` after a successful save, so the screen reloads the list.
 */
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import {
  canSubmitProject,
  fieldsFromProject,
  NEW_PROJECT_FIELDS,
  toProjectPayload,
  updateField,
  type Project,
  type ProjectFieldChange,
  type ProjectFields,
  type ProjectId,
  type ProjectPayload,
} from './projectFields';

export const SAVE_PROJECT_FAILED = 'Failed to save project';
export const UPDATE_PROJECT_FAILED = 'Failed to update project';

export type ProjectFormMode = 'add' | 'edit';

export interface ProjectFormContext {
  readonly mode: ProjectFormMode;
  readonly selectedId: ProjectId | null;
  readonly fields: ProjectFields;
  readonly error: string | null;
}

export type ProjectFormEvent =
  | ({ type: 'form.change' } & ProjectFieldChange)
  | { type: 'form.edit'; project: Project }
  | { type: 'form.cancel' }
  | { type: 'form.submit' };

export type ProjectSaveInput =
  | { readonly mode: 'add'; readonly project: ProjectPayload }
  | { readonly mode: 'edit'; readonly id: ProjectId; readonly project: ProjectPayload };

export interface ProjectSavedEvent {
  type: 'saved';
  mode: ProjectFormMode;
}

const blankForm: ProjectFormContext = { mode: 'add', selectedId: null, fields: NEW_PROJECT_FIELDS, error: null };

export const projectFormMachine = setup({
  types: {
    context: {} as ProjectFormContext,
    events: {} as ProjectFormEvent,
    emitted: {} as ProjectSavedEvent,
  },
  actors: {
    saveProject: fromPromise<unknown, ProjectSaveInput>(async () => {
      throw new Error('projectFormMachine: provide a saveProject actor');
    }),
  },
  guards: {
    canSubmit: ({ context }) => canSubmitProject(context),
    isEditing: ({ context }) => context.mode === 'edit',
  },
  actions: {
    changeField: assign(({ context, event }) => {
      assertEvent(event, 'form.change');
      return { fields: updateField(context.fields, event) };
    }),
    loadProject: assign(({ event }) => {
      assertEvent(event, 'form.edit');
      return { mode: 'edit' as const, selectedId: event.project.id, fields: fieldsFromProject(event.project), error: null };
    }),
    resetForm: assign(blankForm),
    clearError: assign({ error: null }),
    showFailure: assign(({ context }) => ({
      error: context.mode === 'edit' ? UPDATE_PROJECT_FAILED : SAVE_PROJECT_FAILED,
    })),
    emitSaved: emit(({ context }) => ({ type: 'saved' as const, mode: context.mode })),
  },
}).createMachine({
  id: 'projectForm',
  context: blankForm,
  initial: 'add',
  states: {
    add: {
      on: {
        'form.change': { actions: 'changeField' },
        'form.edit': { target: 'edit', actions: 'loadProject' },
        'form.submit': { guard: 'canSubmit', target: 'saving' },
      },
    },
    edit: {
      on: {
        'form.change': { actions: 'changeField' },
        'form.edit': { target: 'edit', actions: 'loadProject' },
        'form.cancel': { target: 'add', actions: 'resetForm' },
        'form.submit': { guard: 'canSubmit', target: 'saving' },
      },
    },
    saving: {
      entry: 'clearError',
      invoke: {
        src: 'saveProject',
        input: ({ context }): ProjectSaveInput => {
          const project = toProjectPayload(context.fields);
          return context.mode === 'edit' && context.selectedId !== null
            ? { mode: 'edit', id: context.selectedId, project }
            : { mode: 'add', project };
        },
        onDone: { target: 'add', actions: ['emitSaved', 'resetForm'] },
        onError: [
          { guard: 'isEditing', target: 'edit', actions: 'showFailure' },
          { target: 'add', actions: 'showFailure' },
        ],
      },
    },
  },
});
