import type { Project } from '@portfolio/contracts/projects';
import type { Loaded } from '../../data/loaded';

export const PROJECT_NOT_FOUND = 'Project not found';
export const LOADING_PROJECT_DETAILS = 'Loading project details...';

/** The list's project with this id; a failed load is "not found" too. */
export function projectDetailState(listing: Loaded<readonly Project[]>, id: string): Loaded<Project> {
  if (listing.status === 'loading') return listing;
  const project = listing.status === 'ready' ? listing.data.find((candidate) => candidate.id === id) : undefined;
  return project ? { status: 'ready', data: project } : { status: 'notFound' };
}
