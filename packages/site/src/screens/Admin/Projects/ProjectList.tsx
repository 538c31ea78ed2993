import type { Project } from '@portfolio/contracts/projects';
import { ItemButton, ListItem } from '../ListItem';
import forms from '../Forms.module.css';
import lists from '../Lists.module.css';

export interface ProjectListProps {
  readonly projects: readonly Project[];
  readonly selectedId: string | null;
  readonly busy: boolean;
  readonly onEdit: (project: Project) => void;
  readonly onDelete: (project: Project) => void;
}

export function ProjectList({ projects, selectedId, busy, onEdit, onDelete }: ProjectListProps) {
  if (projects.length === 0) return <p className={forms.meta}>No projects found</p>;
  return (
    <ul className={lists.list} aria-label="Projects">
      {projects.map((project) => (
        <ListItem
          key={project.id}
          title={project.title}
          meta={[project.type, project.status, project.date]}
          current={project.id === selectedId}
          actions={<ItemButton label="Edit" name={`Edit ${project.title}`} onClick={() => onEdit(project)} />}
          busy={busy}
          onDelete={() => onDelete(project)}
        />
      ))}
    </ul>
  );
}
