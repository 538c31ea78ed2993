import type { Project } from '@portfolio/contracts/projects';
import { errorMessage } from '@portfolio/terminal-ui/engine/messages';
import { useEffect, useState } from 'react';
import { fetchProjects } from '../../api/projects';
import type { ProjectsListing } from '../../commands/projects';

/** Loads GET /api/projects once per mount; a response after unmount is dropped. */
export function useProjects(load: (signal: AbortSignal) => Promise<readonly Project[]> = fetchProjects): ProjectsListing {
  const [listing, setListing] = useState<ProjectsListing>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (projects) => {
        if (!controller.signal.aborted) setListing({ status: 'ready', projects });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setListing({ status: 'failed', message: errorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [load]);
  return listing;
}
