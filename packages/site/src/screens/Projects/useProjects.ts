import type { Project } from '@portfolio/contracts/projects';
import { caughtErrorMessage } from '@portfolio/terminal-ui/engine/messages';
import { fetchProjects, PROJECTS_KEY, projectsFirstLoad } from '../../api/projectsApi';
import { useFetch } from '../../api/useFetch';
import type { ProjectsListing } from '../../domain/projectLookup';

/** Loads GET /api/projects once per mount (or takes the answer fetched with the screen's chunk). */
export function useProjects(load: (signal: AbortSignal) => Promise<readonly Project[]> = fetchProjects): ProjectsListing {
  const state = useFetch(PROJECTS_KEY, load, projectsFirstLoad);
  switch (state.status) {
    case 'loading':
      return state;
    case 'ready':
      return { status: 'ready', projects: state.data };
    case 'failed':
      return { status: 'failed', message: caughtErrorMessage(state.error) };
  }
}
