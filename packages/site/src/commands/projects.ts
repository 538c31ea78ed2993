import type { Project } from '@portfolio/contracts/projects';
import { createCommandTable } from '@portfolio/terminal-ui/engine/commandTable';
import { noSuchFileOrDirectory, usageMessage } from '@portfolio/terminal-ui/engine/messages';
import { navigateEntry, navigateTo, print, printError, printText, text } from '@portfolio/terminal-ui/engine/output';
import { clearCommand, createHelpCommand, THEMES, themeCommand } from '@portfolio/terminal-ui/engine/sharedCommands';
import type { Command, CommandContext, CommandTable, Effect } from '@portfolio/terminal-ui/engine/types';
import { defineTerminalInput, type TerminalInput } from '@portfolio/terminal-ui/engine/terminalInput';
import { shellPrompt } from '../content/shellPrompt';
import {
  findProject,
  foundProjectsLine,
  LOADING_PROJECTS,
  NO_PROJECTS_FOUND,
  projectFileName,
  projectPath,
  projectSummary,
} from './projectLookup';

/** The projects list as the screen knows it: still loading, loaded, or failed. */
export type ProjectsListing =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly projects: readonly Project[] }
  | { readonly status: 'failed'; readonly message: string };

export interface ProjectsContext extends CommandContext {
  readonly listing: ProjectsListing;
}

export const PROJECTS_PATH = '~/projects';
export const PROJECTS_PLACEHOLDER = "type a project's name to open it, or 'help' for commands";

/** Not in the spec (which leaves a failed list unsaid): said plainly rather than shown as empty. */
export const failedToLoadProjects = (message: string): string => `Failed to load projects: ${message}`;

/** The spec's usage line for `cd ..`; a bare `cd` gets the general `cd <directory>` one (spec §5). */
export const CD_UP_USAGE = usageMessage('cd ..');

/** What `ls` prints (and what the screen shows above the log). */
export function listingEffects(listing: ProjectsListing): Effect[] {
  if (listing.status === 'loading') return [printText(LOADING_PROJECTS, 'muted')];
  if (listing.status === 'failed') return [printError(failedToLoadProjects(listing.message))];
  if (listing.projects.length === 0) return [printText(NO_PROJECTS_FOUND)];
  const last = listing.projects.length - 1;
  return [
    printText(foundProjectsLine(listing.projects.length)),
    ...listing.projects.map((project, index) =>
      print(
        text(index === last ? '└── ' : '├── ', 'muted'),
        navigateEntry(projectFileName(project), projectPath(project)),
        text(`  ${projectSummary(project)}`, 'muted'),
      ),
    ),
  ];
}

const lsCommand: Command<ProjectsContext> = {
  name: 'ls',
  description: 'List the projects',
  run: (args, ctx) => (args.length > 0 ? [printError(noSuchFileOrDirectory('ls', args.join(' ')))] : listingEffects(ctx.listing)),
};

const cdCommand: Command<ProjectsContext> = {
  name: 'cd',
  description: 'Go back home (only .. is accepted here)',
  usage: 'cd <directory>',
  minArgs: 1,
  run: (args) => {
    const [target] = args;
    return args.length === 1 && (target === '..' || target === '../') ? [navigateTo('/')] : [printError(CD_UP_USAGE)];
  },
};

export function createProjectsCommands(): CommandTable<ProjectsContext> {
  const table: CommandTable<ProjectsContext> = createCommandTable<ProjectsContext>(
    lsCommand,
    cdCommand,
    createHelpCommand(() => table),
    clearCommand,
    themeCommand,
  );
  return table;
}

/** A typed project id or title (the whole line, spaces included) opens its page; anything else is not found. */
export function openTypedProject(line: string, listing: ProjectsListing): Effect[] | null {
  if (listing.status !== 'ready') return null;
  const project = findProject(listing.projects, line);
  return project ? [navigateTo(projectPath(project))] : null;
}

/** The projects terminal session; `getContext` must read the screen's latest listing and theme. */
export function projectsTerminalInput(getContext: () => ProjectsContext, host?: string): TerminalInput {
  const commands = createProjectsCommands();
  return defineTerminalInput<ProjectsContext>({
    commands,
    prompt: shellPrompt(PROJECTS_PATH, host),
    getContext,
    onUnknownCommand: (parsed, ctx) => openTypedProject([parsed.command, ...parsed.args].join(' '), ctx.listing),
    candidates: () => {
      const { listing } = getContext();
      const ids = listing.status === 'ready' ? listing.projects.map((project) => project.id) : [];
      return {
        commands: [...commands.map((command) => command.name), ...ids],
        args: { cd: ['..'], theme: [...THEMES] },
      };
    },
  });
}
