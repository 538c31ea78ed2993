import { type ProjectAdmin, projectAdminRequestSchema } from '@portfolio/contracts/projects';
import { caughtErrorMessage } from '@portfolio/terminal-ui/engine/messages';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import { fromPromise } from 'xstate';
import { fetchAdminProjects, postProjectAction, uploadMedia } from '../../../api/adminApi';
import { useAdmin } from '../AdminContext';
import { PUBLISH_MESSAGES } from '../Drafts/draftFields';
import { usePublish } from '../Drafts/usePublish';
import { Section } from '../Fields';
import { ListSection } from '../ListSection';
import { mediaUploadActor } from '../Media/mediaUploadActor';
import { fieldErrorsOf, visibleFieldErrors } from '../logic/fieldErrors';
import { PROJECT_MESSAGES } from '../logic/messages';
import { projectRequest } from '../logic/payloads';
import { StatusLine } from '../StatusLine';
import { useAdminList } from '../useAdminList';
import { useDelete } from '../useDelete';
import { TrashSection } from '../History/TrashSection';
import { hasChanges } from '../unsaved/unsavedChanges';
import { useMarkUnsaved } from '../unsaved/useUnsavedChanges';
import { useOperation } from '../useOperation';
import { fieldsFromProject, NEW_PROJECT_FIELDS } from './projectFields';
import { ProjectForm } from './ProjectForm';
import { projectFormMachine, type ProjectSaveInput, projectSaveInput } from './projectFormMachine';
import { ProjectList } from './ProjectList';
import layout from '../Admin.module.css';

const saveMessages = (input: ProjectSaveInput) =>
  input.mode === 'edit'
    ? { pending: PROJECT_MESSAGES.updating, done: PROJECT_MESSAGES.updated, failed: PROJECT_MESSAGES.updateFailed }
    : { pending: PROJECT_MESSAGES.adding, done: PROJECT_MESSAGES.added, failed: PROJECT_MESSAGES.addFailed };

/** Projects tab: the list (every type and status, uncached), the add / edit form, delete. */
export function ProjectsPanel() {
  const { session } = useAdmin();
  // Read with the owner's token: drafts too, each with `draft`.
  const loadProjects = useCallback(() => session.authorized(fetchAdminProjects), [session]);
  const list = useAdminList(loadProjects, PROJECT_MESSAGES.loadFailed);
  const { status, run, attempt } = useOperation();
  const { reload } = list;
  // The server's reason for the last failed save (null: none failed since the last success).
  const [failure, setFailure] = useState<{ readonly reason: string } | null>(null);

  // Built once: the machine holds the form's draft for as long as the tab lives (also through a re-login).
  const [logic] = useState(() =>
    projectFormMachine.provide({
      actors: {
        saveProject: fromPromise<unknown, ProjectSaveInput>(async ({ input }) => {
          try {
            await run(saveMessages(input), () => session.authorized((token) => postProjectAction(token, projectRequest(input))));
          } catch (error) {
            setFailure({ reason: caughtErrorMessage(error) });
            throw error;
          }
          setFailure(null);
          void reload();
        }),
        uploadImage: mediaUploadActor((file, onProgress, signal) =>
          session.authorized((token) => uploadMedia(file, '', token, onProgress, signal)),
        ),
      },
    }),
  );
  const form = useActorRef(logic);
  const context = useSelector(form, (snapshot) => snapshot.context);
  const saving = useSelector(form, (snapshot) => snapshot.matches('saving'));
  const canSubmit = useSelector(form, (snapshot) => snapshot.can({ type: 'form.submit' }));
  const edited = context.mode === 'edit' ? list.data?.find((project) => project.id === context.selectedId) : undefined;
  useMarkUnsaved('form', hasChanges(context.fields, edited ? fieldsFromProject(edited) : context.mode === 'edit' ? context.fields : NEW_PROJECT_FIELDS));
  // Checked only after a failed save: what the form would send now, against the API's schema.
  const found = () => fieldErrorsOf(projectAdminRequestSchema, projectRequest(projectSaveInput(context)));
  const errors = visibleFieldErrors(failure !== null, failure === null ? {} : found(), failure?.reason ?? null);
  const deletion = useDelete(attempt, {
    confirm: PROJECT_MESSAGES.confirmDelete,
    messages: { pending: PROJECT_MESSAGES.deleting, done: PROJECT_MESSAGES.deleted, failed: PROJECT_MESSAGES.deleteFailed },
    send: (token, project: ProjectAdmin) => postProjectAction(token, { action: 'remove', id: project.id }),
    onDeleted: (project) => {
      if (context.selectedId === project.id) form.send({ type: 'form.cancel' });
      void reload();
    },
  });
  const publishing = usePublish(attempt, {
    messages: PUBLISH_MESSAGES.project,
    send: (token, project: ProjectAdmin) => postProjectAction(token, { action: 'edit', id: project.id, update: { draft: false } }),
    onPublished: (project) => {
      // The form open on the project would put the draft flag back on its next save.
      if (context.selectedId === project.id) form.send({ type: 'form.change', field: 'draft', value: false });
      void reload();
    },
  });

  return (
    <div className={layout.columns}>
      <Section title={context.mode === 'edit' ? 'Edit Project' : 'Add Project'}>
        <ProjectForm
          form={context}
          errors={errors}
          canSubmit={canSubmit}
          saving={saving}
          onChange={(change) => form.send({ type: 'form.change', ...change })}
          onImages={(event) => form.send(event)}
          onSubmit={() => form.send({ type: 'form.submit' })}
          onCancel={() => {
            setFailure(null);
            form.send({ type: 'form.cancel' });
          }}
        />
        <StatusLine status={status} />
      </Section>
      <div className={layout.stack}>
        <ListSection title="Projects" list={list} loadingText="Loading projects...">
          {(loaded) => (
            <ProjectList
              projects={loaded}
              selectedId={context.selectedId}
              busy={deletion.busy}
              onEdit={(project) => form.send({ type: 'form.edit', project })}
              onDelete={(project) => void deletion.remove(project)}
              onRestored={(id) => {
                // The form open on the project holds the fields the restore replaced.
                if (context.selectedId === id) form.send({ type: 'form.cancel' });
                void reload();
              }}
              publishing={publishing.busy}
              onPublish={(project) => void publishing.publish(project)}
            />
          )}
        </ListSection>
        <TrashSection kinds={['project']} watch={list.version} onRestored={() => void reload()} />
      </div>
    </div>
  );
}
