/**
 * projectFormMachine — the admin project form: add mode ↔ edit mode; Edit
 * switches to edit mode, Cancel or a save goes back to add mode.
 *
 * Context: mode ('add' | 'edit'), selectedId (the project being edited, else null), fields
 * (`ProjectFields`: text as typed, the images as a list with alt texts; a new project is software /
 * in-progress), uploads (one line per file being or just uploaded, `MediaUpload`) and uploadCount
 * (the last upload's key). The submit button is enabled when `snapshot.can({ type: 'form.submit' })`:
 * the `canSubmit` guard in an idle mode — required fields filled and no upload running (the
 * gallery is not known until each upload ends).
 *
 * States: add, edit, saving (back to add after a successful save, in both modes; back to the
 * mode it came from on failure, fields kept).
 *
 * Events:
 *   form.change {field, value}  edit a text field or the Draft checkbox (`ProjectFieldChange`)
 *   form.edit {project}         load a project and switch to edit mode (from add or edit)
 *   form.cancel                 back to add mode with a blank new project
 *   form.submit                 save, when `canSubmit`; otherwise ignored
 *   images.add                  the typed image URLs (`imageUrls`) join the gallery
 *   images.upload {files}       uploads each file (an `uploadImage` actor per file); each joins the
 *                               gallery as its upload ends, in the order they end
 *   images.move {index, by}     swaps an image with its neighbour (`by` -1: earlier, 1: later)
 *   images.remove {index}
 *   images.describe {index, alt}  sets an image's alt text
 *   upload.progress / upload.done / upload.fail  from the upload actors (`MediaUploadEvent`)
 * The image events are ignored while saving. Leaving a draft (Edit another project, Cancel, a save)
 * stops its uploads and clears their lines, so an upload never lands in another project.
 *
 * Actors (supply with `provide`): `saveProject`, input `ProjectSaveInput` with the payload from
 * `toProjectPayload`, resolve to succeed, reject to fail (the fields are kept; the screen shows why);
 * `uploadImage`, a callback actor with input `MediaUploadInput` (`mediaUploadActor` makes one).
 * Emits `{ type: 'saved', mode }` after a successful save, so the screen reloads the list.
 */
import type { Project, ProjectInput } from '@portfolio/contracts/projects';
import { assertEvent, assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import { type MediaUploadEvent, type MediaUploadInput, mediaUploadActor } from '../Media/mediaUploadActor';
import * as mediaUploads from '../Media/mediaUploads';
import {
  canSubmitProject,
  fieldsFromProject,
  NEW_PROJECT_FIELDS,
  toProjectPayload,
  updateField,
  type ProjectFieldChange,
  type ProjectFields,
} from './projectFields';
import { addImageUrls, describeImage, type ImageMove, moveImage, removeImage } from './projectImages';

export type ProjectFormMode = 'add' | 'edit';

export interface ProjectFormContext {
  readonly mode: ProjectFormMode;
  readonly selectedId: string | null;
  readonly fields: ProjectFields;
  readonly uploads: readonly mediaUploads.MediaUpload[];
  readonly uploadCount: number;
}

export type ProjectFormEvent =
  | ({ type: 'form.change' } & ProjectFieldChange)
  /** `draft` as the owner's list has it (left out: published). */
  | { type: 'form.edit'; project: Project & { readonly draft?: boolean } }
  | { type: 'form.cancel' }
  | { type: 'form.submit' }
  | { type: 'images.add' }
  | { type: 'images.upload'; files: readonly File[] }
  | { type: 'images.move'; index: number; by: ImageMove }
  | { type: 'images.remove'; index: number }
  | { type: 'images.describe'; index: number; alt: string }
  | MediaUploadEvent;

export type ProjectSaveInput =
  | { readonly mode: 'add'; readonly project: ProjectInput }
  | { readonly mode: 'edit'; readonly id: string; readonly project: ProjectInput };

export interface ProjectSavedEvent {
  type: 'saved';
  mode: ProjectFormMode;
}

/** What a save of the form sends now: an update of the selected project, or a new one. */
export function projectSaveInput(context: Pick<ProjectFormContext, 'mode' | 'selectedId' | 'fields'>): ProjectSaveInput {
  const project = toProjectPayload(context.fields);
  return context.mode === 'edit' && context.selectedId !== null ? { mode: 'edit', id: context.selectedId, project } : { mode: 'add', project };
}

/** A new project's draft (the upload count goes on, so keys never repeat). */
const blankDraft = { mode: 'add', selectedId: null, fields: NEW_PROJECT_FIELDS, uploads: [] } as const;

/** The upload actor of the upload keyed `key`. */
const uploadId = (key: number) => `upload-${key}`;

const editingImages = {
  'images.add': { actions: 'addImageUrls' },
  'images.upload': { actions: 'startUploads' },
  'images.move': { actions: 'moveImage' },
  'images.remove': { actions: 'removeImage' },
  'images.describe': { actions: 'describeImage' },
} as const;

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
    uploadImage: mediaUploadActor(() => Promise.reject(new Error('projectFormMachine: provide an uploadImage actor'))),
  },
  guards: {
    canSubmit: ({ context }) => canSubmitProject(context) && !mediaUploads.anyUploading(context.uploads),
    isEditing: ({ context }) => context.mode === 'edit',
  },
  actions: {
    changeField: assign(({ context, event }) => {
      assertEvent(event, 'form.change');
      return { fields: updateField(context.fields, event) };
    }),
    loadProject: assign(({ event }) => {
      assertEvent(event, 'form.edit');
      return { mode: 'edit' as const, selectedId: event.project.id, fields: fieldsFromProject(event.project), uploads: [] };
    }),
    resetForm: assign(blankDraft),
    addImageUrls: assign(({ context: { fields } }) => ({ fields: { ...fields, imageUrls: '', images: addImageUrls(fields.images, fields.imageUrls) } })),
    moveImage: assign(({ context: { fields }, event }) => {
      assertEvent(event, 'images.move');
      return { fields: { ...fields, images: moveImage(fields.images, event.index, event.by) } };
    }),
    removeImage: assign(({ context: { fields }, event }) => {
      assertEvent(event, 'images.remove');
      return { fields: { ...fields, images: removeImage(fields.images, event.index) } };
    }),
    describeImage: assign(({ context: { fields }, event }) => {
      assertEvent(event, 'images.describe');
      return { fields: { ...fields, images: describeImage(fields.images, event.index, event.alt) } };
    }),
    startUploads: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'images.upload');
      let key = context.uploadCount;
      const started: mediaUploads.MediaUpload[] = [];
      for (const file of event.files) {
        key += 1;
        const input: MediaUploadInput = { key, file };
        enqueue.spawnChild('uploadImage', { id: uploadId(key), input });
        started.push(mediaUploads.startedUpload(key, file.name));
      }
      enqueue.assign({ uploadCount: key, uploads: [...mediaUploads.runningUploads(context.uploads), ...started] });
    }),
    uploadProgressed: assign(({ context, event }) => {
      assertEvent(event, 'upload.progress');
      return { uploads: mediaUploads.uploadProgressed(context.uploads, event.key, event.fraction) };
    }),
    /** The image joins the gallery (without alt text yet); its actor has done its work. */
    uploadDone: enqueueActions(({ context: { fields, uploads }, event, enqueue }) => {
      assertEvent(event, 'upload.done');
      enqueue.stopChild(uploadId(event.key));
      if (!uploads.some((upload) => upload.key === event.key && upload.state === 'uploading')) return;
      enqueue.assign({
        uploads: mediaUploads.uploadDone(uploads, event.key),
        fields: { ...fields, images: [...fields.images, { url: event.url, alt: '' }] },
      });
    }),
    uploadFailed: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'upload.fail');
      enqueue.stopChild(uploadId(event.key));
      enqueue.assign({ uploads: mediaUploads.uploadFailed(context.uploads, event.key, event.error) });
    }),
    /** Leaving a draft: its running uploads stop (they would land in another project). */
    stopUploads: enqueueActions(({ context, enqueue }) => {
      for (const upload of mediaUploads.runningUploads(context.uploads)) enqueue.stopChild(uploadId(upload.key));
    }),
    emitSaved: emit(({ context }) => ({ type: 'saved' as const, mode: context.mode })),
  },
}).createMachine({
  id: 'projectForm',
  context: { ...blankDraft, uploadCount: 0 },
  initial: 'add',
  on: {
    'upload.progress': { actions: 'uploadProgressed' },
    'upload.done': { actions: 'uploadDone' },
    'upload.fail': { actions: 'uploadFailed' },
  },
  states: {
    add: {
      on: {
        'form.change': { actions: 'changeField' },
        'form.edit': { target: 'edit', actions: ['stopUploads', 'loadProject'] },
        'form.submit': { guard: 'canSubmit', target: 'saving' },
        ...editingImages,
      },
    },
    edit: {
      on: {
        'form.change': { actions: 'changeField' },
        'form.edit': { target: 'edit', actions: ['stopUploads', 'loadProject'] },
        'form.cancel': { target: 'add', actions: ['stopUploads', 'resetForm'] },
        'form.submit': { guard: 'canSubmit', target: 'saving' },
        ...editingImages,
      },
    },
    saving: {
      invoke: {
        src: 'saveProject',
        input: ({ context }) => projectSaveInput(context),
        onDone: { target: 'add', actions: ['emitSaved', 'stopUploads', 'resetForm'] },
        onError: [
          { guard: 'isEditing', target: 'edit' },
          { target: 'add' },
        ],
      },
    },
  },
});
