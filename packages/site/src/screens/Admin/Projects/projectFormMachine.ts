/**
 * projectFormMachine — the admin project form: add mode ↔ edit mode; Edit
 * switches to edit mode, Cancel or a save goes back to add mode.
 *
 * Context: mode ('add' | 'edit'), selectedId (the project being edited, else null), fields
 * (`ProjectFields`, all strings; a new project is software / in-progress). The submit button is enabled when
 * `snapshot.can({ type: 'form.submit' })`: the `canSubmit` guard in an idle mode.
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
 * `toProjectPayload`; resolve to succeed, reject to fail (the fields are kept; the screen shows why).
 * Emits `{ type: 'saved', mode }` after a successful save, so the screen reloads the list.
 */
import type { Project, ProjectInput } from '@portfolio/contracts/projects';
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import {
  canSubmitProject,
  fieldsFromProject,
  NEW_PROJECT_FIELDS,
  toProjectPayload,
  updateField,
  type ProjectFieldChange,
  type ProjectFields,
} from './projectFields';

export type ProjectFormMode = 'add' | 'edit';

export interface ProjectFormContext {
  readonly mode: ProjectFormMode;
  readonly selectedId: string | null;
  readonly fields: ProjectFields;
}

export type ProjectFormEvent =
  | ({ type: 'form.change' } & ProjectFieldChange)
  | { type: 'form.edit'; project: Project }
  | { type: 'form.cancel' }
  | { type: 'form.submit' };

export type ProjectSaveInput =
  | { readonly mode: 'add'; readonly project: ProjectInput }
  | { readonly mode: 'edit'; readonly id: string; readonly project: ProjectInput };

export interface ProjectSavedEvent {
  type: 'saved';
  mode: ProjectFormMode;
}

const blankForm: ProjectFormContext = { mode: 'add', selectedId: null, fields: NEW_PROJECT_FIELDS };

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
      return { mode: 'edit' as const, selectedId: event.project.id, fields: fieldsFromProject(event.project) };
    }),
    resetForm: assign(blankForm),
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
          { guard: 'isEditing', target: 'edit' },
          { target: 'add' },
        ],
      },
    },
  },
});
