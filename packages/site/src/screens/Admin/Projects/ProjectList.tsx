import type { ProjectAdmin } from '@portfolio/contracts/projects';
import { DraftActions } from '../Drafts/DraftActions';
import { DRAFT_TEXTS } from '../Drafts/draftFields';
import { ItemButton, ListItem } from '../ListItem';
import forms from '../Forms.module.css';
import lists from '../Lists.module.css';

export interface ProjectListProps {
  readonly projects: readonly ProjectAdmin[];
  readonly selectedId: string | null;
  readonly busy: boolean;
  readonly onEdit: (project: ProjectAdmin) => void;
  readonly onDelete: (project: ProjectAdmin) => void;
  /** Publish is disabled while a publish runs. */
  readonly publishing: boolean;
  /** Publishes a draft (its Publish button). */
  readonly onPublish: (project: ProjectAdmin) => void;
  /** After a version of a project was restored from its history. */
  readonly onRestored: (key: string) => void;
}

/** Every project, drafts marked, with Open draft and Publish. */
export function ProjectList({ projects, selectedId, busy, onEdit, onDelete, onRestored, publishing, onPublish }: ProjectListProps) {
  if (projects.length === 0) return <p className={forms.meta}>No projects found</p>;
  return (
    <ul className={lists.list} aria-label="Projects">
      {projects.map((project) => (
        <ListItem
          key={project.id}
          title={project.title}
          mark={project.draft ? DRAFT_TEXTS.label : undefined}
          meta={[project.type, project.status, project.date]}
          current={project.id === selectedId}
          actions={
            <>
              <ItemButton label="Edit" name={`Edit ${project.title}`} onClick={() => onEdit(project)} />
              {project.draft ? (
                <DraftActions name={project.title} href={`/projects/${encodeURIComponent(project.id)}`} busy={publishing} onPublish={() => onPublish(project)} />
              ) : null}
            </>
          }
          busy={busy}
          onDelete={() => onDelete(project)}
          history={{ kind: 'project', itemKey: project.id, onRestored }}
        />
      ))}
    </ul>
  );
}
