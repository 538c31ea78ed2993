import type { CompletionCandidates } from '@portfolio/terminal-ui/engine/completion';
import { noSuchFileOrDirectory } from '@portfolio/terminal-ui/engine/messages';
import { fillEntry, navigateTo, openUrl, print, printError, printText, text, textLine } from '@portfolio/terminal-ui/engine/output';
import { clearCommand, createCdUpCommand, createLsCommand, themeCommand, THEMES } from '@portfolio/terminal-ui/engine/sharedCommands';
import { treeLines } from '@portfolio/terminal-ui/engine/treeLines';
import type { Command, CommandContext, CommandTable, Effect, OutputSegment } from '@portfolio/terminal-ui/engine/types';
import { defineTerminalInput, type TerminalInput } from '@portfolio/terminal-ui/engine/terminalInput';
import type { SiteConfig } from '@portfolio/contracts/config';
import { shellPrompt } from '../domain/shellPrompt';
import { ABOUT_FILES, aboutFileLines, isAboutFile, isOpenableUrl, linkText, QUICKVIEW_FROM_ABOUT, type AboutLine } from '../domain/aboutFiles';
import { browserShellServices, createScreenTable, screenCandidates, type ScreenShell, type ShellServices } from './everyScreenCommands';
import { createQuickviewCommand } from './quickviewCommand';
import { didYouMeanName } from './shell/suggestNames';

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

/** The links `email`, `linkedin`, `github` open, and what `open` knows them by. */
const LINKS = [
  { name: 'email', label: 'Email', pick: (config: SiteConfig) => config.emailLink },
  { name: 'linkedin', label: 'LinkedIn', pick: (config: SiteConfig) => config.linkedinUrl },
  { name: 'github', label: 'GitHub', pick: (config: SiteConfig) => config.githubUrl },
] as const;

function linkCommand(name: string, label: string, pick: (config: SiteConfig) => string): Command<AboutContext> {
  return {
    name,
    description: `Open my ${label} in a new tab`,
    maxArgs: 0,
    manual: {
      description: [
        `Opens my ${label} link in a new tab (an email link opens your mail program). When the`,
        `site has none configured, says so.`,
      ],
      examples: [name],
    },
    run: (_args, ctx) => openLink(pick(ctx.config), linkNotConfigured(label)),
  };
}

function resumeCommand(name: string): Command<AboutContext> {
  return {
    name,
    description: 'Open the resume in a new tab',
    maxArgs: 0,
    manual: {
      description: [
        'Opens the resume (usually a PDF) in a new tab; download and resume do the same. When the',
        'site has no resume link configured, says so. cat resume.pdf prints its summary here.',
      ],
      examples: [name],
    },
    run: (_args, ctx) => openLink(ctx.config.resumeDownloadLink, RESUME_NOT_CONFIGURED),
  };
}

const ls: Command<AboutContext> = {
  ...createLsCommand<AboutContext>('List the files', () => treeLines(ABOUT_FILES, (file) => [fillEntry(file, `cat ${file}`)])),
  manual: {
    description: [
      'Lists the four files: about.txt, skills.json, contact.txt and resume.pdf.',
      'Click one to put its cat command in the input.',
    ],
    examples: ['ls'],
  },
};

const cat: Command<AboutContext> = {
  name: 'cat',
  description: 'Print a file',
  usage: 'cat <filename>',
  minArgs: 1,
  maxArgs: 1,
  tooManyArgs: 'usage',
  manual: {
    description: [
      'Prints a file: about.txt (who I am), skills.json (skills by area), contact.txt (email,',
      'LinkedIn, GitHub) or resume.pdf (a summary and the download link). A link printed by cat',
      'puts its curl command in the input when clicked. Tab after a file name typed alone makes it',
      'a cat command.',
    ],
    examples: ['cat about.txt', 'cat skills.json'],
  },
  run: ([file = ''], ctx) =>
    isAboutFile(file)
      ? fileEffects(aboutFileLines(file, ctx.config))
      : [printError(noSuchFileOrDirectory('cat', file)), ...didYouMeanName(file, ABOUT_FILES, (name) => `cat ${name}`)],
};

const cd = createCdUpCommand('Go back home', '/');

const curl: Command<AboutContext> = {
  name: 'curl',
  description: 'Open a link in a new tab',
  usage: 'curl <url>',
  minArgs: 1,
  maxArgs: 1,
  tooManyArgs: 'usage',
  manual: {
    description: [
      'Opens a link in a new tab. Only http:// and https:// addresses, mailto: links and paths of',
      'this site (/projects) are opened; anything else is refused.',
    ],
    examples: ['curl /projects', 'curl https://example.com'],
  },
  run: ([url = '']) => (isOpenableUrl(url) ? [printText(opening(url)), openUrl(url)] : [printError(curlRefused(url))]),
};

const quickview: Command<AboutContext> = createQuickviewCommand('See everything on one page', QUICKVIEW_FROM_ABOUT, ' Its Back button returns here.');

/** What `open` opens here: the overview page, and my links as their commands do. */
const OPEN_NAMES: readonly string[] = ['quickview', ...LINKS.map((link) => link.name), 'resume'];

function openFromAbout(name: string, config: SiteConfig): Effect[] | null {
  const wanted = name.toLowerCase();
  if (wanted === 'quickview') return [navigateTo(QUICKVIEW_FROM_ABOUT)];
  if (wanted === 'resume') return openLink(config.resumeDownloadLink, RESUME_NOT_CONFIGURED);
  const link = LINKS.find((candidate) => candidate.name === wanted);
  return link === undefined ? null : openLink(link.pick(config), linkNotConfigured(link.label));
}

/** `~/about`; `open` opens the overview page or one of my links. */
const ABOUT_SHELL: ScreenShell<AboutContext> = {
  path: () => ABOUT_PATH,
  open: {
    description: 'Open the overview page or one of my links',
    manual: {
      description: [
        'Opens the one-page overview (quickview) or one of my links in a new tab: github,',
        'linkedin, email or resume, as the commands of the same names do.',
      ],
      examples: ['open quickview', 'open github'],
    },
    names: () => OPEN_NAMES,
    open: (name, ctx) => openFromAbout(name, ctx.config),
  },
};

export function createAboutCommands(services: ShellServices = browserShellServices()): CommandTable<AboutContext> {
  return createScreenTable<AboutContext>(
    (help) => [
      ls,
      cat,
      cd,
      quickview,
      ...LINKS.map((link) => linkCommand(link.name, link.label, link.pick)),
      resumeCommand('download'),
      resumeCommand('resume'),
      curl,
      themeCommand,
      help,
      clearCommand,
    ],
    ABOUT_SHELL,
    services,
  );
}

const aboutScreenCandidates = screenCandidates(() => createAboutCommands());

/** Tab: the commands; the files after `cat ` (and alone, see `completion` below); themes after `theme `. */
export function aboutCandidates(): CompletionCandidates {
  return aboutScreenCandidates(OPEN_NAMES, { cat: ABOUT_FILES, theme: THEMES });
}

/** The about terminal session; `getContext` must read the latest config and theme. */
export function aboutTerminalInput(getContext: () => AboutContext, host?: string, services?: ShellServices): TerminalInput {
  return defineTerminalInput<AboutContext>({
    commands: createAboutCommands(services),
    prompt: shellPrompt(ABOUT_PATH, host),
    getContext,
    candidates: aboutCandidates,
    completion: { bareArgumentOf: 'cat' },
    emptyLine: 'blank',
    initialLines: [textLine(ABOUT_WELCOME, 'muted')],
  });
}
