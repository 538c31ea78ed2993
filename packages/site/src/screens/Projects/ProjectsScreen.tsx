import { DeferredTerminal } from '@portfolio/terminal-ui/components/DeferredTerminal';
import type { ThemeName } from '@portfolio/terminal-ui/engine/types';
import { PROJECTS_PLACEHOLDER, type ProjectsListing, projectsTerminalInput } from '../../commands/projectsCommands';
import { useShellTerminal } from '../../shell/useShellTerminal';
import { useMachineLoad } from '../../device/useMachineLoad';
import { NoScript } from '../shared/NoScript/NoScript';
import { ProjectListing } from './ProjectListing';
import styles from './Projects.module.css';

export interface ProjectsScreenProps {
  listing: ProjectsListing;
  theme: ThemeName;
  onNavigate: (to: string) => void;
  onThemeChange: (theme: ThemeName) => void;
  /** The host the prompts show (the route reads the page's). */
  host: string;
}

/** `~/projects`: the listing, then a terminal whose commands (and typed titles) read the latest listing. */
export function ProjectsScreen({ listing, theme, onNavigate, onThemeChange, host }: ProjectsScreenProps) {
  const machineLoad = useMachineLoad();
  const input = useShellTerminal('/projects', { theme, listing }, (latest, services) => projectsTerminalInput(latest, host, services));

  return (
    <main className={styles.screen}>
      <DeferredTerminal
        loadWhen={machineLoad}
        input={input}
        placeholder={PROJECTS_PLACEHOLDER}
        header={
          <>
            <NoScript />
            <ProjectListing listing={listing} host={host} />
          </>
        }
        onNavigate={onNavigate}
        onThemeChange={onThemeChange}
      />
    </main>
  );
}
