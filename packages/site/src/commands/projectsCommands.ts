import type { Project } from '@portfolio/contracts/projects';
import type { CompletionCandidates } from '@portfolio/terminal-ui/engine/completion';
import { notFoundEffects, type UnknownCommandHandler } from '@portfolio/terminal-ui/engine/commandTable';
import { fillEntry, navigateEntry, navigateTo, print, printError, printText, text } from '@portfolio/terminal-ui/engine/output';
import type { ParsedLine } from '@portfolio/terminal-ui/engine/parseLine';
import { suggestArgument } from '@portfolio/terminal-ui/engine/suggestArgument';
import { clearCommand, createCdUpCommand, createLsCommand, themeCommand, THEMES } from '@portfolio/terminal-ui/engine/sharedCommands';
import { treeLines } from '@portfolio/terminal-ui/engine/treeLines';
import type { Command, CommandContext, CommandTable, Effect } from '@portfolio/terminal-ui/engine/types';
import { defineTerminalInput, type TerminalInput } from '@portfolio/terminal-ui/engine/terminalInput';
import { shellPrompt } from '../domain/shellPrompt';
import { browserShellServices, createScreenTable, screenCandidates, type ScreenShell, type ShellServices } from './everyScreenCommands';
import { failedToLoadProjects, findProject, foundProjectsLine, LOADING_PROJECTS, NO_PROJECTS_FOUND, normaliseProjectName, projectFileName, projectPath, projectSummary } from '../domain/projectLookup';
import type { Loaded } from '../data/loaded';

/** The projects list as a screen has it. */
export type ProjectsListing = Loaded<readonly Project[]>;

export interface ProjectsContext extends CommandContext {
  readonly listing: ProjectsListing;
}

export const PROJECTS_PATH = '~/projects';
export const PROJECTS_PLACEHOLDER = "type a project's name to open it, or 'help' for commands";

/** What `ls` prints (and what the screen shows above the log). */
export function listingEffects(listing: ProjectsListing): Effect[] {
  if (listing.status === 'loading') return [printText(LOADING_PROJECTS, 'muted')];
  if (listing.status === 'failed') return [printError(failedToLoadProjects(listing.message))];
  const projects = listing.status === 'ready' ? listing.data : [];
  if (projects.length === 0) return [printText(NO_PROJECTS_FOUND)];
  return [
    printText(foundProjectsLine(projects.length)),
    ...treeLines(projects, (project) => [
      navigateEntry(projectFileName(project), projectPath(project)),
      text(`  ${projectSummary(project)}`, 'muted'),
    ]),
  ];
}

const ls: Command<ProjectsContext> = {
  ...createLsCommand<ProjectsContext>('List the projects', (ctx) => listingEffects(ctx.listing)),
  manual: {
    description: [
      'Lists the projects, each with its type and status; click one to open its page.',
      "Typing a project's name or id at the prompt opens it as well.",
    ],
    examples: ['ls'],
  },
};

/** Only `..` is a directory here; a bare `cd` gets the general `cd <directory>` usage. */
const cd = createCdUpCommand('Go back home (only .. is accepted here)', '/', 'cd <directory>');

/** The loaded projects' ids (none while loading or after a failure). */
function projectIds(listing: ProjectsListing): string[] {
  return listing.status === 'ready' ? listing.data.map((project) => project.id) : [];
}

/** `~/projects`; `open` opens a project's page, named as at the prompt (id or title). */
const PROJECTS_SHELL: ScreenShell<ProjectsContext> = {
  path: () => PROJECTS_PATH,
  open: {
    description: "Open a project's page",
    usage: 'open <project>',
    manual: {
      description: [
        "Opens a project's page. The project is named by its id or its title, in any case, spaces",
        'written as spaces, dashes or underscores, as when typed alone at the prompt.',
      ],
      examples: ['open pocket-oscilloscope'],
    },
    names: (ctx) => projectIds(ctx.listing),
    open: (name, ctx) => openTypedProject(name, ctx.listing),
  },
};

export function createProjectsCommands(services: ShellServices = browserShellServices()): CommandTable<ProjectsContext> {
  return createScreenTable<ProjectsContext>((help) => [ls, cd, help, clearCommand, themeCommand], PROJECTS_SHELL, services);
}

/** A typed project id or title (the whole line, spaces included) opens its page; anything else is not found. */
export function openTypedProject(line: string, listing: ProjectsListing): Effect[] | null {
  if (listing.status !== 'ready') return null;
  const project = findProject(listing.data, line);
  return project ? [navigateTo(projectPath(project))] : null;
}

let projectsTableBuilt: CommandTable<ProjectsContext> | undefined;
/** The screen's table, built when a line or a Tab first needs it (see everyScreenCommandNames). */
function projectsTable(): CommandTable<ProjectsContext> {
  projectsTableBuilt ??= createProjectsCommands();
  return projectsTableBuilt;
}
const projectsScreenCandidates = screenCandidates(projectsTable);

/**
 * The line after `cat: command not found` on this screen (not in the spec; the spec's message stays
 * as it is, first): a visitor used to `cat` reading files is told how a project opens, with the
 * project named (or the closest one) as clickable lines to run. The rest of the line is taken as
 * a project's name, as `open` takes it.
 */
export const OPEN_NOT_READ = 'Projects open rather than print: type ';
export const OPEN_NOT_READ_ANY = `${OPEN_NOT_READ}a project's name, or open <project>`;

function openNotReadHint(name: string, listing: ProjectsListing): Effect {
  const projects = listing.status === 'ready' ? listing.data : [];
  const id = findProject(projects, name)?.id ?? (name === '' ? undefined : suggestArgument(name, projectIds(listing), { key: normaliseProjectName })[0]);
  if (id === undefined) return print(text(OPEN_NOT_READ_ANY, 'muted'));
  return print(text(OPEN_NOT_READ, 'muted'), fillEntry(id, id), text(' or ', 'muted'), fillEntry(`open ${id}`, `open ${id}`));
}

/**
 * A line whose first word is no command: a project's id or title opens it; `cat …` gets the
 * usual not-found answer and then how projects open; anything else is not this screen's (null).
 */
export const projectsUnknownLine: UnknownCommandHandler<ProjectsContext> = (parsed: ParsedLine, ctx) => {
  const opened = openTypedProject([parsed.command, ...parsed.args].join(' '), ctx.listing);
  if (opened !== null) return opened;
  if (parsed.command !== 'cat') return null;
  return [...notFoundEffects(projectsTable(), parsed), openNotReadHint(parsed.args.join(' '), ctx.listing)];
};

/** Tab: the commands, then the project ids once the list has loaded; `..` after `cd `, themes after `theme `. */
export function projectsCandidates(listing: ProjectsListing): CompletionCandidates {
  const ids = projectIds(listing);
  return projectsScreenCandidates(ids, { cd: ['..'], theme: THEMES }, ids);
}

/** The projects terminal session; `getContext` must read the screen's latest listing and theme. */
export function projectsTerminalInput(getContext: () => ProjectsContext, host?: string, services?: ShellServices): TerminalInput {
  return defineTerminalInput<ProjectsContext>({
    commands: createProjectsCommands(services),
    prompt: shellPrompt(PROJECTS_PATH, host),
    getContext,
    candidates: () => projectsCandidates(getContext().listing),
    onUnknownCommand: projectsUnknownLine,
  });
}
