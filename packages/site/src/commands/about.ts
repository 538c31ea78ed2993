import { createCommandTable } from '@portfolio/terminal-ui/engine/commandTable';
import { noSuchFileOrDirectory, usageMessage } from '@portfolio/terminal-ui/engine/messages';
import { fillEntry, navigateTo, openUrl, print, printError, printText, text, textLine } from '@portfolio/terminal-ui/engine/output';
import { clearCommand, createHelpCommand, THEMES, themeCommand } from '@portfolio/terminal-ui/engine/sharedCommands';
import type { Command, CommandContext, CommandTable, Effect, OutputSegment } from '@portfolio/terminal-ui/engine/types';
import { defineTerminalInput, type TerminalInput } from '@portfolio/terminal-ui/engine/terminalInput';
import type { SiteConfig } from '@portfolio/contracts/config';
import { shellPrompt } from '../content/shellPrompt';
import { ABOUT_FILES, aboutFileLines, isAboutFile, isOpenableUrl, linkText, type AboutLine } from './aboutFiles';

export interface AboutContext extends CommandContext {
  /** The site config with built-in defaults filled in (links stay empty when unset). */
  readonly config: SiteConfig;
}

export const ABOUT_PATH = '~/about';
export const ABOUT_PLACEHOLDER = "type 'quickview' to see everything or 'help' for commands";
export const ABOUT_WELCOME = "Type 'ls' to list the files and 'cat <file>' to read one.";
export const QUICKVIEW_FROM_ABOUT = '/about/quickview?from=about';

export const RESUME_NOT_CONFIGURED = 'Resume download link not configured';
/** The spec names only the resume's message; the other links say the same in its words. */
export const linkNotConfigured = (label: string): string => `${label} link not configured`;
/** Not in the spec: `curl` opens only http(s), mailto and site paths (see aboutFiles.isOpenableUrl). */
export const curlRefused = (url: string): string => `curl: ${url}: only http(s)://, mailto: and /paths can be opened`;
export const opening = (url: string): string => `Opening ${url}...`;

/** A link line: clicking the link fills the input with `curl {url}`; an unset link reads `[link not configured]`. */
function linkSegments(line: Extract<AboutLine, { kind: 'link' }>): OutputSegment[] {
  const label = text(`${line.label}: `);
  if (line.url === '') return [label, text(linkText(line.url), 'muted')];
  return [label, fillEntry(linkText(line.url), `curl ${line.url}`)];
}

export function fileEffects(lines: readonly AboutLine[]): Effect[] {
  return lines.map((line) => {
    if (line.kind === 'link') return print(...linkSegments(line));
    return line.tone === 'error' ? printError(line.text) : printText(line.text);
  });
}

function openLink(url: string, notConfigured: string): Effect[] {
  return url === '' ? [printError(notConfigured)] : [printText(opening(url)), openUrl(url)];
}

function linkCommand(name: string, label: string, pick: (config: SiteConfig) => string): Command<AboutContext> {
  return {
    name,
    description: `Open my ${label} in a new tab`,
    maxArgs: 0,
    run: (_args, ctx) => openLink(pick(ctx.config), linkNotConfigured(label)),
  };
}

function resumeCommand(name: string): Command<AboutContext> {
  return {
    name,
    description: 'Open the resume in a new tab',
    maxArgs: 0,
    run: (_args, ctx) => openLink(ctx.config.resumeDownloadLink, RESUME_NOT_CONFIGURED),
  };
}

const lsCommand: Command<AboutContext> = {
  name: 'ls',
  description: 'List the files',
  run: (args) => {
    if (args.length > 0) return [printError(noSuchFileOrDirectory('ls', args.join(' ')))];
    const last = ABOUT_FILES.length - 1;
    return ABOUT_FILES.map((file, index) => print(text(index === last ? '└── ' : '├── ', 'muted'), fillEntry(file, `cat ${file}`)));
  },
};

const catCommand: Command<AboutContext> = {
  name: 'cat',
  description: 'Print a file',
  usage: 'cat <filename>',
  minArgs: 1,
  maxArgs: 1,
  tooManyArgs: 'usage',
  run: ([file = ''], ctx) =>
    isAboutFile(file) ? fileEffects(aboutFileLines(file, ctx.config)) : [printError(noSuchFileOrDirectory('cat', file))],
};

const cdCommand: Command<AboutContext> = {
  name: 'cd',
  description: 'Go back home',
  usage: 'cd ..',
  minArgs: 1,
  maxArgs: 1,
  tooManyArgs: 'usage',
  run: ([target]) => (target === '..' || target === '../' ? [navigateTo('/')] : [printError(usageMessage('cd ..'))]),
};

const quickviewCommand: Command<AboutContext> = {
  name: 'quickview',
  description: 'See everything on one page',
  maxArgs: 0,
  run: () => [navigateTo(QUICKVIEW_FROM_ABOUT)],
};

const curlCommand: Command<AboutContext> = {
  name: 'curl',
  description: 'Open a link in a new tab',
  usage: 'curl <url>',
  minArgs: 1,
  maxArgs: 1,
  tooManyArgs: 'usage',
  run: ([url = '']) => (isOpenableUrl(url) ? [printText(opening(url)), openUrl(url)] : [printError(curlRefused(url))]),
};

export function createAboutCommands(): CommandTable<AboutContext> {
  const table: CommandTable<AboutContext> = createCommandTable<AboutContext>(
    lsCommand,
    catCommand,
    cdCommand,
    quickviewCommand,
    linkCommand('email', 'Email', (config) => config.emailLink),
    linkCommand('linkedin', 'LinkedIn', (config) => config.linkedinUrl),
    linkCommand('github', 'GitHub', (config) => config.githubUrl),
    resumeCommand('download'),
    resumeCommand('resume'),
    curlCommand,
    themeCommand,
    createHelpCommand(() => table),
    clearCommand,
  );
  return table;
}

/** The about terminal session; `getContext` must read the latest config and theme. */
export function aboutTerminalInput(getContext: () => AboutContext, host?: string): TerminalInput {
  const commands = createAboutCommands();
  return defineTerminalInput<AboutContext>({
    commands,
    prompt: shellPrompt(ABOUT_PATH, host),
    getContext,
    candidates: () => ({
      commands: commands.map((command) => command.name),
      args: { cat: [...ABOUT_FILES], theme: [...THEMES] },
    }),
    completion: { bareArgumentOf: 'cat' },
    emptyLine: 'blank',
    initialLines: [textLine(ABOUT_WELCOME, 'muted')],
  });
}
