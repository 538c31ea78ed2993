import { type ProjectAdmin, projectAdminRequestSchema } from '@portfolio/contracts/projects';
import { useCallback } from 'react';
import { fetchAdminProjects, postProjectAction, uploadMedia } from '../../../http/adminApi';
import { useAdmin } from '../AdminContext';
import { PUBLISH_MESSAGES } from '../Drafts/draftFields';
import { Section } from '../Fields';
import { type ItemKind, ItemList, type ItemRow } from '../ItemList';
import { ItemButton } from '../ListItem';
import { PROJECT_MESSAGES } from '../logic/messages';
import { projectRequest } from '../logic/payloads';
import { StatusLine } from '../StatusLine';
import { useAdminList } from '../useAdminList';
import { TrashSection } from '../Revisions/TrashSection';
import { useListForm } from '../useListForm';
import { useOperation } from '../useOperation';
import { projectForm } from './projectForm';
import { ProjectForm } from './ProjectForm';
import type { ProjectSaveInput } from './projectFormMachine';
import layout from '../Admin.module.css';

const PROJECTS: ItemKind = { title: 'Projects', loading: 'Loading projects...', label: 'Projects', empty: 'No projects found', history: 'project' };

const saveMessages = (input: ProjectSaveInput) =>
  input.mode === 'edit'
    ? { pending: PROJECT_MESSAGES.updating, done: PROJECT_MESSAGES.updated, failed: PROJECT_MESSAGES.updateFailed }
    : { pending: PROJECT_MESSAGES.adding, done: PROJECT_MESSAGES.added, failed: PROJECT_MESSAGES.addFailed };

/**
 * Projects tab: the add / edit form, and the list (every type and status, uncached, drafts marked,
 * with Open draft and Publish): Edit opens a project in the form; Delete.
 */
export function ProjectsPanel() {
  const { session } = useAdmin();
  // Read with the owner's token: drafts too, each with `draft`.
  const loadProjects = useCallback(() => session.authorized(fetchAdminProjects), [session]);
  const list = useAdminList(loadProjects, PROJECT_MESSAGES.loadFailed);
  const operation = useOperation();
  const upload = (file: File, onProgress: (fraction: number) => void, signal: AbortSignal) =>
    session.authorized((token) => uploadMedia(file, '', token, onProgress, signal));
  const { form, actions } = useListForm(
    list,
    projectForm(list.data, upload),
    {
      name: 'form',
      request: projectRequest,
      schema: projectAdminRequestSchema,
      send: postProjectAction,
      report: { operation, messages: saveMessages },
    },
    (model) => ({
      operation,
      keyOf: (project: ProjectAdmin) => project.id,
      messages: PROJECT_MESSAGES,
      remove: (token, project) => postProjectAction(token, { action: 'remove', id: project.id }),
      publish: {
        messages: PUBLISH_MESSAGES.project,
        send: (token, project) => postProjectAction(token, { action: 'edit', id: project.id, update: { draft: false } }),
        // The form open on the project would put the draft flag back on its next save.
        undraft: () => model.actor.send({ type: 'form.change', field: 'draft', value: false }),
      },
    }),
  );

  const row = (project: ProjectAdmin): ItemRow => ({
    key: project.id,
    title: project.title,
    meta: [project.type, project.status, project.date],
    draftPage: project.draft ? `/projects/${encodeURIComponent(project.id)}` : undefined,
    buttons: <ItemButton label="Edit" name={`Edit ${project.title}`} onClick={() => form.actor.send({ type: 'form.edit', project })} />,
  });

  return (
    <div className={layout.columns}>
      <Section title={form.snapshot.context.mode === 'edit' ? 'Edit Project' : 'Add Project'}>
        <ProjectForm form={form} />
        <StatusLine status={form.status} />
      </Section>
      <div className={layout.stack}>
        <ItemList kind={PROJECTS} list={list} row={row} actions={actions} status={false} />
        <TrashSection kinds={['project']} watch={list.version} onRestored={() => void list.reload()} />
      </div>
    </div>
  );
}
