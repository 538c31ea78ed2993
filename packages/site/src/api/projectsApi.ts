import type { Project } from '@portfolio/contracts/projects';
import { createFirstLoad } from './firstLoad';
import { getJson } from './http';
import { visitorSchema } from './visitorSchema';

/** GET /api/projects: the visitor's list, newest first; the detail page filters it by id. */
export async function fetchProjects(signal?: AbortSignal): Promise<readonly Project[]> {
  const { projects } = await getJson('/api/projects', visitorSchema('projectsResponseSchema'), { signal });
  return projects;
}

export const PROJECTS_KEY = 'projects';

/** The list, fetched with the projects screens' chunks the first time one opens (see `firstLoad.ts`). */
export const projectsFirstLoad = createFirstLoad(() => fetchProjects());
