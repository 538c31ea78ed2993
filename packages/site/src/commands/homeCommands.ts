import type { CompletionCandidates, CompletionOptions } from '@portfolio/terminal-ui/engine/completion';
import { caughtErrorMessage, noSuchFileOrDirectory } from '@portfolio/terminal-ui/engine/messages';
import { fillEntry, navigateEntry, navigateTo, printError, printLines, printText } from '@portfolio/terminal-ui/engine/output';
import { clearCommand, createLsCommand, createTextCommand, themeCommand, THEMES } from '@portfolio/terminal-ui/engine/sharedCommands';
import { treeLines } from '@portfolio/terminal-ui/engine/treeLines';
import type { Command, CommandContext, CommandTable, Effect, OutputSegment } from '@portfolio/terminal-ui/engine/types';
import { defineTerminalInput, type TerminalInput } from '@portfolio/terminal-ui/engine/terminalInput';
import type { LoginOutcome } from '../http/loginApi';
import { shellPrompt } from '../domain/shellPrompt';
import { browserShellServices, createScreenTable, screenCandidates, type ScreenShell, type ShellServices } from './everyScreenCommands';
import { createQuickviewCommand } from './quickviewCommand';
import { didYouMeanName } from './shell/suggestNames';

/** The home terminal: its commands, wording and completion. */

/** What the home commands need from the screen; the screen supplies the real calls. */
export interface HomeContext extends CommandContext {
  /** `GET /api/health`: the parsed JSON answer; rejects on failure. */
  readonly checkHealth: () => Promise<unknown>;
  /** `POST /api/login`. */
  readonly login: (password: string) => Promise<LoginOutcome>;
  readonly saveToken: (token: string) => void;
  /** Goes to `to` after `delayMs` (the login redirect waits 1 s, with the message on screen). */
  readonly navigateLater: (to: string, delayMs: number) => void;
}

export const HOME_PATH = '~';
export const HOME_PLACEHOLDER = "type 'help' for commands or 'quickview' to leave the experience";

/** The sections `ls` lists and `cd` opens, in the order `ls` prints them. */
export const HOME_DIRECTORIES = [
  { name: 'projects', route: '/projects' },
  { name: 'art', route: '/art' },
  { name: 'writing', route: '/writing' },
  { name: 'about', route: '/about' },
] as const;

export const README_FILE = 'readme.txt';
/** `cat` answers these with the welcome text (case-insensitive, as a visitor may type README.md). */
export const README_NAMES: readonly string[] = ['readme', 'readme.md', 'readme.txt'];

export const WELCOME_TEXT: readonly string[] = [
  'Welcome to my portfolio!',
  'This site is a terminal: type a command at the prompt and press Enter.',
  '  ls              list the sections',
  '  cd <section>    open one: projects, art, writing or about',
  '  help            every command',
  'Tab completes, ArrowUp and ArrowDown walk through what you typed.',
  "Rather read a single page? Type 'quickview'.",
];

export const WHOAMI_TEXT = 'A computer engineering student who builds hardware and software, and writes about both.';

export const QUICKVIEW_ROUTE = '/about/quickview?from=home';
export const ADMIN_ROUTE = '/admin-clean';
/** The redirect after a terminal login waits 1 s. */
export const ADMIN_REDIRECT_DELAY_MS = 1000;

export const MISSING_FILE_OPERAND = 'cat: missing file operand';
export const ACCESS_GRANTED = 'Access granted. Redirecting to admin panel...';
export const accessDenied = (error: string | undefined): string => `Access denied: ${error ?? 'Invalid password'}`;
export const connectionError = (message: string): string => `Connection error: ${message}`;
export const apiConnectionFailed = (message: string): string => `API connection failed: ${message}`;

/**
 * What the echo shows for `admin <password>`: a fixed-length mask, so neither the password nor its
 * length stays on screen; the terminal also keeps such a line out of history (spec silent; our
 * choice, so a shared screen or ArrowUp never reveals it). Other lines: null, echoed as typed.
 */
export const MASKED_ADMIN_LINE = 'admin ********';
export function maskPrivateLine(line: string): string | null {
  return /^\s*admin\s+\S/.test(line) ? MASKED_ADMIN_LINE : null;
}

/** A section by name, a trailing slash accepted (spec); any case, as the art screen's categories and the readme. */
function directoryRoute(arg: string): string | undefined {
  const name = (arg.endsWith('/') ? arg.slice(0, -1) : arg).toLowerCase();
  return HOME_DIRECTORIES.find((directory) => directory.name === name)?.route;
}

/** The sections, each navigating, then the readme, filling its `cat` command. */
const HOME_ENTRIES: readonly OutputSegment[] = [
  ...HOME_DIRECTORIES.map((directory) => navigateEntry(`${directory.name}/`, directory.route)),
  fillEntry(README_FILE, `cat ${README_FILE}`),
];

const DIRECTORY_NAMES: readonly string[] = HOME_DIRECTORIES.map((directory) => directory.name);

const ls: Command<HomeContext> = {
  ...createLsCommand<HomeContext>('List the sections', () => treeLines(HOME_ENTRIES, (entry) => [entry])),
  manual: {
    description: [
      'Lists the sections of the site (projects, art, writing, about) and readme.txt.',
      'Click a section to open it, or readme.txt to put its cat command in the input.',
    ],
    examples: ['ls'],
  },
};

const cd: Command<HomeContext> = {
  name: 'cd',
  description: 'Open a section: projects, art, writing or about',
  usage: 'cd <directory>',
  minArgs: 1,
  maxArgs: 1,
  manual: {
    description: [
      'Opens a section of the site: projects, art, writing or about (any case, a trailing / allowed).',
      'Each section has its own terminal; cd .. there comes back here.',
    ],
    examples: ['cd projects', 'cd writing'],
  },
  run: ([arg = '']) => {
    const route = directoryRoute(arg);
    if (route !== undefined) return [navigateTo(route)];
    return [printError(noSuchFileOrDirectory('cd', arg)), ...didYouMeanName(arg, DIRECTORY_NAMES, (name) => `cd ${name}`)];
  },
};

/** Like `cat`: each operand in turn, the readme as the welcome text, anything else an error. */
const cat: Command<HomeContext> = {
  name: 'cat',
  description: 'Print a file (try readme.txt)',
  usage: 'cat <file>',
  manual: {
    description: [
      'Prints a file. The only file here is readme.txt, a short welcome and how to get around;',
      'several files are printed one after the other.',
    ],
    examples: ['cat readme.txt'],
  },
  run: (args) => {
    if (args.length === 0) return [printError(MISSING_FILE_OPERAND)];
    return args.flatMap((arg): Effect[] =>
      README_NAMES.includes(arg.toLowerCase())
        ? printLines(WELCOME_TEXT)
        : [printError(noSuchFileOrDirectory('cat', arg)), ...didYouMeanName(arg, [README_FILE], (name) => `cat ${name}`)],
    );
  },
};

const test: Command<HomeContext> = {
  name: 'test',
  description: 'Check the connection to the API',
  maxArgs: 0,
  manual: {
    description: [
      "Asks the site's API whether it is up (GET /api/health) and prints its answer, or why it could",
      'not be reached.',
    ],
    examples: ['test'],
  },
  run: async (_args, ctx) => {
    try {
      const health = await ctx.checkHealth();
      return printLines(JSON.stringify(health, null, 2).split('\n'));
    } catch (error) {
      return [printError(apiConnectionFailed(caughtErrorMessage(error)))];
    }
  },
};

/** The password is the rest of the line (words joined by one space, as the line was split). */
const admin: Command<HomeContext> = {
  name: 'admin',
  description: 'Sign in to the admin panel',
  usage: 'admin <password>',
  minArgs: 1,
  manual: {
    description: [
      "Signs the site's owner in and opens the admin panel. The password is masked on screen and",
      'is never kept in the history.',
    ],
    examples: [],
  },
  run: async (args, ctx) => {
    const outcome = await ctx.login(args.join(' '));
    if (outcome.kind === 'failed') return [printError(connectionError(outcome.message))];
    if (outcome.kind === 'denied') return [printError(accessDenied(outcome.error))];
    ctx.saveToken(outcome.token);
    ctx.navigateLater(ADMIN_ROUTE, ADMIN_REDIRECT_DELAY_MS);
    return [printText(ACCESS_GRANTED, 'success')];
  },
};

const whoami: Command<HomeContext> = {
  ...createTextCommand('whoami', 'Who runs this site', [WHOAMI_TEXT]),
  manual: { description: ['Prints a one-line introduction of the person behind this site.'], examples: ['whoami'] },
};

const quickview: Command<HomeContext> = createQuickviewCommand('Leave the terminal for a one-page overview', QUICKVIEW_ROUTE);

/** The home's place for the every-screen commands: `~`, and `open` opens a section as `cd` does. */
const HOME_SHELL: ScreenShell<HomeContext> = {
  path: () => HOME_PATH,
  open: {
    description: 'Open a section: projects, art, writing or about',
    usage: 'open <section>',
    manual: {
      description: ['Opens a section of the site, as cd does: projects, art, writing or about.'],
      examples: ['open projects', 'open about'],
    },
    names: () => DIRECTORY_NAMES,
    open: (name) => {
      const route = directoryRoute(name);
      return route === undefined ? null : [navigateTo(route)];
    },
  },
};

export function createHomeCommands(services: ShellServices = browserShellServices()): CommandTable<HomeContext> {
  return createScreenTable<HomeContext>(
    (help) => [ls, cd, cat, help, clearCommand, whoami, quickview, test, themeCommand, admin],
    HOME_SHELL,
    services,
  );
}

const homeScreenCandidates = screenCandidates(() => createHomeCommands());

/**
 * Home Tab completion: the command names, plus the directory names. A directory
 * completes after `cd ` and also as a first word (`pro` Tab → `cd projects`), unless a command
 * matches; `cat ` completes the readme and `theme ` dark or light.
 */
export function homeCandidates(): CompletionCandidates {
  return homeScreenCandidates(DIRECTORY_NAMES, { cd: DIRECTORY_NAMES, cat: [README_FILE], theme: THEMES });
}

/** Spec: the home's set is the commands "plus the directory names"; one directory completes to `cd {dir}`. */
export const HOME_COMPLETION: CompletionOptions = { bareArgumentOf: 'cd', bareArguments: 'withCommands' };

/** The home terminal's session, ready for `<Terminal input={…} />`; `getContext` must read the latest theme. */
export function homeTerminalInput(getContext: () => HomeContext, host?: string, services?: ShellServices): TerminalInput {
  return defineTerminalInput<HomeContext>({
    commands: createHomeCommands(services),
    prompt: shellPrompt(HOME_PATH, host),
    getContext,
    candidates: homeCandidates,
    completion: HOME_COMPLETION,
    privateLine: maskPrivateLine,
  });
}
