import type { Project } from '@portfolio/contracts/projects';
import type { ProjectsListing } from '../../domain/projectLookup';

export const PROJECT_NOT_FOUND = 'Project not found';
export const LOADING_PROJECT_DETAILS = 'Loading project details...';

export type ProjectDetailState =
  | { readonly status: 'loading' }
  /** `draft`: the owner's draft, shown to its owner only (`useDraftPreview`). */
  | { readonly status: 'found'; readonly project: Project; readonly draft?: boolean }
  | { readonly status: 'notFound' };

/** The list's project with this id; a failed load is "not found" too. */
export function projectDetailState(listing: ProjectsListing, id: string): ProjectDetailState {
  if (listing.status === 'loading') return { status: 'loading' };
  const project = listing.status === 'ready' ? listing.projects.find((candidate) => candidate.id === id) : undefined;
  return project ? { status: 'found', project } : { status: 'notFound' };
}
