import { commandNames } from '@portfolio/terminal-ui/engine/commandTable';
import type { CompletionCandidates } from '@portfolio/terminal-ui/engine/completion';
import { noSuchFileOrDirectory } from '@portfolio/terminal-ui/engine/messages';
import { fillEntry, openUrl, print, printError, printText, text, textLine } from '@portfolio/terminal-ui/engine/output';
import { clearCommand, createCdUpCommand, createLsCommand, createNavigateCommand, createTableWithHelp, themeCommand, THEMES } from '@portfolio/terminal-ui/engine/sharedCommands';
import { treeLines } from '@portfolio/terminal-ui/engine/treeLines';
import type { Command, CommandContext, CommandTable, Effect, OutputSegment } from '@portfolio/terminal-ui/engine/types';
import { defineTerminalInput, type TerminalInput } from '@portfolio/terminal-ui/engine/terminalInput';
import type { SiteConfig } from '@portfolio/contracts/config';
import { shellPrompt } from '../domain/shellPrompt';
import { ABOUT_FILES, aboutFileLines, isAboutFile, isOpenableUrl, linkText, QUICKVIEW_FROM_ABOUT, type AboutLine } from '../domain/aboutFiles';

export interface AboutContext extends CommandContext {
  /** The site config with built-in defaults filled in (links stay empty when unset). */
  readonly config: SiteConfig;
}

export const ABOUT_PATH = '~/about';
export const ABOUT_PLACEHOLDER = "type 'quickview' to see everything or 'help' for commands";
export const ABOUT_WELCOME = "Type 'ls' to list the files and 'cat <file>' to read one.";

export const RESUME_NOT_CONFIGURED = 'Resume download link not configured';
/** The spec names only the resume's message; the other links say the same in its words. */
export const linkNotConfigured = (label: string): string => `${label} link not configured`;
/** Not in the spec: `curl` opens only http(s), mailto and site paths (see domain/aboutFiles.ts isOpenableUrl). */
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

const ls = createLsCommand<AboutContext>('List the files', () => treeLines(ABOUT_FILES, (file) => [fillEntry(file, `cat ${file}`)]));

const cat: Command<AboutContext> = {
  name: 'cat',
  description: 'Print a file',
  usage: 'cat <filename>',
  minArgs: 1,
  maxArgs: 1,
  tooManyArgs: 'usage',
  run: ([file = ''], ctx) =>
    isAboutFile(file) ? fileEffects(aboutFileLines(file, ctx.config)) : [printError(noSuchFileOrDirectory('cat', file))],
};

const cd = createCdUpCommand('Go back home', '/');

const curl: Command<AboutContext> = {
  name: 'curl',
  description: 'Open a link in a new tab',
  usage: 'curl <url>',
  minArgs: 1,
  maxArgs: 1,
  tooManyArgs: 'usage',
  run: ([url = '']) => (isOpenableUrl(url) ? [printText(opening(url)), openUrl(url)] : [printError(curlRefused(url))]),
};

export function createAboutCommands(): CommandTable<AboutContext> {
  return createTableWithHelp<AboutContext>((help) => [
    ls,
    cat,
    cd,
    createNavigateCommand('quickview', 'See everything on one page', QUICKVIEW_FROM_ABOUT),
    linkCommand('email', 'Email', (config) => config.emailLink),
    linkCommand('linkedin', 'LinkedIn', (config) => config.linkedinUrl),
    linkCommand('github', 'GitHub', (config) => config.githubUrl),
    resumeCommand('download'),
    resumeCommand('resume'),
    curl,
    themeCommand,
    help,
    clearCommand,
  ]);
}

const ABOUT_COMMAND_NAMES = commandNames(createAboutCommands());

/** Tab: the commands; the files after `cat ` (and alone, see `completion` below); themes after `theme `. */
export function aboutCandidates(): CompletionCandidates {
  return { commands: ABOUT_COMMAND_NAMES, args: { cat: ABOUT_FILES, theme: THEMES } };
}

/** The about terminal session; `getContext` must read the latest config and theme. */
export function aboutTerminalInput(getContext: () => AboutContext, host?: string): TerminalInput {
  return defineTerminalInput<AboutContext>({
    commands: createAboutCommands(),
    prompt: shellPrompt(ABOUT_PATH, host),
    getContext,
    candidates: aboutCandidates,
    completion: { bareArgumentOf: 'cat' },
    emptyLine: 'blank',
    initialLines: [textLine(ABOUT_WELCOME, 'muted')],
  });
}
