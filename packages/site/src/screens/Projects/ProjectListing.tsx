import type { Project } from '@portfolio/contracts/projects';
import { Prompt } from '@portfolio/terminal-ui/components/Prompt';
import { PROJECTS_PATH, type ProjectsListing } from '../../commands/projectsCommands';
import { failedToLoadProjects, foundProjectsLine, LOADING_PROJECTS, NO_PROJECTS_FOUND, projectFileName, projectPath, projectSummary } from '../../domain/projectLookup';
import { TreeRows } from '../shared/TreeRows/TreeRows';
import styles from './Projects.module.css';

export interface ProjectListingProps {
  listing: ProjectsListing;
  host: string;
}

/** The projects as `ls` tree lines: each file name opens its page, its type and status beside it. */
function ProjectTree({ projects }: { projects: readonly Project[] }) {
  const rows = projects.map((project) => ({
    key: project.id,
    to: projectPath(project),
    name: projectFileName(project),
    // The two spaces `ls` prints stay in the text (copy, screen readers); the gap draws them.
    meta: <span className={styles.summary}>{`  ${projectSummary(project)}`}</span>,
  }));
  return (
    <ul className={styles.tree} aria-label="Projects">
      <TreeRows rows={rows} />
    </ul>
  );
}

function ListingBody({ listing }: { listing: ProjectsListing }) {
  switch (listing.status) {
    case 'loading':
      return (
        <p className={styles.muted} role="status">
          {LOADING_PROJECTS}
        </p>
      );
    case 'failed':
      return (
        <p className={styles.error} role="alert">
          {failedToLoadProjects(listing.message)}
        </p>
      );
    case 'notFound':
    case 'ready': {
      const projects = listing.status === 'ready' ? listing.data : [];
      if (projects.length === 0) return <p>{NO_PROJECTS_FOUND}</p>;
      return (
        <>
          <p>{foundProjectsLine(projects.length)}</p>
          <ProjectTree projects={projects} />
        </>
      );
    }
  }
}

/** What the screen shows above the terminal log: an `ls` of ~/projects with clickable entries. */
export function ProjectListing({ listing, host }: ProjectListingProps) {
  return (
    <header className={styles.header}>
      <h1 className={styles.srOnly}>Projects</h1>
      <div aria-hidden="true">
        <Prompt user="portfolio" host={host} path={PROJECTS_PATH} /> ls
      </div>
      <ListingBody listing={listing} />
    </header>
  );
}
