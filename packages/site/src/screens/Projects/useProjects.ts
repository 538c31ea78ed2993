import type { Project } from '@portfolio/contracts/projects';
import { errorMessage } from '@portfolio/terminal-ui/engine/messages';
import { fetchProjects, PROJECTS_KEY, projectsFirstLoad } from '../../api/projects';
import { useFetch } from '../../api/useFetch';
import type { ProjectsListing } from '../../commands/projects';

/** Loads GET /api/projects once per mount (or takes the answer fetched with the screen's chunk). */
export function useProjects(load: (signal: AbortSignal) => Promise<readonly Project[]> = fetchProjects): ProjectsListing {
  const state = useFetch(PROJECTS_KEY, load, projectsFirstLoad);
  switch (state.status) {
    case 'loading':
      return state;
    case 'ready':
      return { status: 'ready', projects: state.data };
    case 'failed':
      return { status: 'failed', message: errorMessage(state.error) };
  }
}
