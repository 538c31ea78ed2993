import { commandNames } from '@portfolio/terminal-ui/engine/commandTable';
import type { CompletionCandidates } from '@portfolio/terminal-ui/engine/completion';
import { navigateEntry, navigateTo, printError, printText, text } from '@portfolio/terminal-ui/engine/output';
import { clearCommand, createCdUpCommand, createLsCommand, createTableWithHelp, themeCommand, THEMES } from '@portfolio/terminal-ui/engine/sharedCommands';
import { treeLines } from '@portfolio/terminal-ui/engine/treeLines';
import type { CommandContext, CommandTable, Effect } from '@portfolio/terminal-ui/engine/types';
import { defineTerminalInput, type TerminalInput } from '@portfolio/terminal-ui/engine/terminalInput';
import { shellPrompt } from '../domain/shellPrompt';
import { failedToLoadProjects, findProject, foundProjectsLine, LOADING_PROJECTS, NO_PROJECTS_FOUND, projectFileName, projectPath, type ProjectsListing, projectSummary } from '../domain/projectLookup';

export interface ProjectsContext extends CommandContext {
  readonly listing: ProjectsListing;
}

export const PROJECTS_PATH = '~/projects';
export const PROJECTS_PLACEHOLDER = "type a project's name to open it, or 'help' for commands";

/** What `ls` prints (and what the screen shows above the log). */
export function listingEffects(listing: ProjectsListing): Effect[] {
  if (listing.status === 'loading') return [printText(LOADING_PROJECTS, 'muted')];
  if (listing.status === 'failed') return [printError(failedToLoadProjects(listing.message))];
  if (listing.projects.length === 0) return [printText(NO_PROJECTS_FOUND)];
  return [
    printText(foundProjectsLine(listing.projects.length)),
    ...treeLines(listing.projects, (project) => [
      navigateEntry(projectFileName(project), projectPath(project)),
      text(`  ${projectSummary(project)}`, 'muted'),
    ]),
  ];
}

const ls = createLsCommand<ProjectsContext>('List the projects', (ctx) => listingEffects(ctx.listing));

/** Only `..` is a directory here; a bare `cd` gets the general `cd <directory>` usage. */
const cd = createCdUpCommand('Go back home (only .. is accepted here)', '/', 'cd <directory>');

export function createProjectsCommands(): CommandTable<ProjectsContext> {
  return createTableWithHelp<ProjectsContext>((help) => [
    ls,
    cd,
    help,
    clearCommand,
    themeCommand,
  ]);
}

/** A typed project id or title (the whole line, spaces included) opens its page; anything else is not found. */
export function openTypedProject(line: string, listing: ProjectsListing): Effect[] | null {
  if (listing.status !== 'ready') return null;
  const project = findProject(listing.projects, line);
  return project ? [navigateTo(projectPath(project))] : null;
}

const PROJECTS_COMMAND_NAMES = commandNames(createProjectsCommands());

/** Tab: the commands, then the project ids once the list has loaded; `..` after `cd `, themes after `theme `. */
export function projectsCandidates(listing: ProjectsListing): CompletionCandidates {
  const ids = listing.status === 'ready' ? listing.projects.map((project) => project.id) : [];
  return { commands: [...PROJECTS_COMMAND_NAMES, ...ids], args: { cd: ['..'], theme: THEMES } };
}

/** The projects terminal session; `getContext` must read the screen's latest listing and theme. */
export function projectsTerminalInput(getContext: () => ProjectsContext, host?: string): TerminalInput {
  return defineTerminalInput<ProjectsContext>({
    commands: createProjectsCommands(),
    prompt: shellPrompt(PROJECTS_PATH, host),
    getContext,
    candidates: () => projectsCandidates(getContext().listing),
    onUnknownCommand: (parsed, ctx) => openTypedProject([parsed.command, ...parsed.args].join(' '), ctx.listing),
  });
}
