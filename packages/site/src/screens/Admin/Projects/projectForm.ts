import type { ProjectAdmin } from '@portfolio/contracts/projects';
import { fromPromise } from 'xstate';
import type { FormMachine } from '../form/formMachine';
import type { FormModel } from '../form/useAdminForm';
import { mediaUploadActor, type SendMedia } from '../Media/mediaUploadActor';
import { hasChanges } from '../unsaved/unsavedChanges';
import { canSubmitProject, fieldsFromProject, NEW_PROJECT_FIELDS, type ProjectFields } from './projectFields';
import { projectFormMachine, type ProjectSaveInput, projectSaveInput } from './projectFormMachine';

/**
 * The project form on its machine (add / edit, its images sent by `upload`). An edit counts as
 * unsaved once it differs from the project as `listed`; the machine has no status line, its saves
 * report on the tab's.
 */
export function projectForm(
  listed: readonly ProjectAdmin[] | null,
  upload: SendMedia,
): FormMachine<typeof projectFormMachine, ProjectFields, ProjectSaveInput> {
  return {
    logic: (save) =>
      projectFormMachine.provide({ actors: { saveProject: fromPromise(({ input }) => save(input)), uploadImage: mediaUploadActor(upload) } }),
    view: (snapshot, actor) => {
      const { context } = snapshot;
      const editing = context.mode === 'edit';
      const edited = editing ? listed?.find((project) => project.id === context.selectedId) : undefined;
      return {
        fields: context.fields,
        open: true,
        target: editing ? context.selectedId : null,
        unsaved: hasChanges(context.fields, edited ? fieldsFromProject(edited) : editing ? context.fields : NEW_PROJECT_FIELDS),
        input: projectSaveInput(context),
        saving: snapshot.matches('saving'),
        canSubmit: snapshot.can({ type: 'form.submit' }),
        missing: !canSubmitProject(context),
        failed: true,
        change: (field, value) => actor.send({ type: 'form.change', field, value }),
        submit: () => actor.send({ type: 'form.submit' }),
        cancel: () => actor.send({ type: 'form.cancel' }),
      };
    },
  };
}

export type ProjectFormModel = FormModel<typeof projectFormMachine, ProjectFields, ProjectSaveInput>;
