import type { Project } from '@portfolio/contracts/projects';

/** The projects list's header: `Found N project(s)`, the s only when N is not 1. */
export function foundProjectsLine(count: number): string {
  return `Found ${count} project${count === 1 ? '' : 's'}`;
}

export const NO_PROJECTS_FOUND = 'No projects found';
export const LOADING_PROJECTS = 'Loading projects...';

/** Not in the spec (which leaves a failed list unsaid): said plainly rather than shown as empty. */
export const failedToLoadProjects = (message: string): string => `Failed to load projects: ${message}`;

/** How a project is listed: `{title}.project`. */
export function projectFileName(project: Pick<Project, 'title'>): string {
  return `${project.title}.project`;
}

/** `software · completed`: the type and status shown beside a listed project. */
export function projectSummary(project: Pick<Project, 'type' | 'status'>): string {
  return `${project.type} · ${project.status}`;
}

export function projectPath(project: Pick<Project, 'id'>): string {
  return `/projects/${encodeURIComponent(project.id)}`;
}

const SEPARATORS = /[\s_-]+/g;

/** Spaces, dashes and underscores are one separator; case does not matter; `.project` is dropped. */
export function normaliseProjectName(typed: string): string {
  return typed
    .trim()
    .replace(/\.project$/i, '')
    .toLowerCase()
    .replace(SEPARATORS, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The project a visitor typed: its id, or its title with spaces written as spaces,
 * dashes or underscores — in any case, with or without the `.project` shown in the list.
 * An exact id wins over a title that happens to normalise to the same text.
 */
export function findProject<P extends Pick<Project, 'id' | 'title'>>(projects: readonly P[], typed: string): P | undefined {
  const exact = projects.find((project) => project.id === typed.trim());
  if (exact) return exact;
  const wanted = normaliseProjectName(typed);
  if (wanted === '') return undefined;
  return (
    projects.find((project) => normaliseProjectName(project.id) === wanted) ??
    projects.find((project) => normaliseProjectName(project.title) === wanted)
  );
}
