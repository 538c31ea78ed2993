import type { Project } from '@portfolio/contracts/projects';
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
        <li key={project.id} className={lists.item} aria-current={project.id === selectedId ? 'true' : undefined}>
          <div className={lists.itemText}>
            <strong className={lists.itemTitle}>{project.title}</strong>
            <span className={forms.meta}>
              {project.type} · {project.status} · {project.date}
            </span>
          </div>
          <div className={lists.itemActions}>
            <button type="button" className={forms.secondaryButton} onClick={() => onEdit(project)} aria-label={`Edit ${project.title}`}>
              Edit
            </button>
            <button
              type="button"
              className={forms.dangerButton}
              onClick={() => onDelete(project)}
              disabled={busy}
              aria-label={`Delete ${project.title}`}
            >
              Delete
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
