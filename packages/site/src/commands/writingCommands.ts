import type { WritingListItem, WritingPost } from '@portfolio/contracts/writing';
import type { UnknownCommandHandler } from '@portfolio/terminal-ui/engine/commandTable';
import type { CompletionCandidates } from '@portfolio/terminal-ui/engine/completion';
import { NO_FILES_FOUND, noSuchFileOrDirectory, tooManyArguments, usageMessage } from '@portfolio/terminal-ui/engine/messages';
import { fieldLine, fillEntry, navigateEntry, navigateTo, print, printError, printText, text, textLine } from '@portfolio/terminal-ui/engine/output';
import { clearCommand, createCdUpCommand, createLsCommand, themeCommand, THEMES } from '@portfolio/terminal-ui/engine/sharedCommands';
import { defineTerminalInput, type TerminalInput } from '@portfolio/terminal-ui/engine/terminalInput';
import { treeLines } from '@portfolio/terminal-ui/engine/treeLines';
import type { Command, CommandContext, CommandTable, Effect } from '@portfolio/terminal-ui/engine/types';
import { formatLocalDate } from '../domain/localDate';
import { shellPrompt } from '../domain/shellPrompt';
import { findPost, foundPostsLine, postFileName, postPath } from '../domain/writingPosts';
import { browserShellServices, createScreenTable, screenCandidates, type ScreenShell, type ShellServices } from './everyScreenCommands';
import { printMarkdown } from './markdownOutput';
import { didYouMeanName } from './shell/suggestNames';

/** The writing terminal. */
export interface WritingContext extends CommandContext {
  /** The posts, newest first. */
  readonly posts: readonly WritingListItem[];
  /** The whole post, or null when it no longer exists; other failures reject. */
  readonly loadPost: (slug: string) => Promise<WritingPost | null>;
  /** Locale for dates; the visitor's own when undefined. */
  readonly locale?: string;
  /** Set when the list could not be loaded: `ls` says so again rather than "No files found". */
  readonly loadFailure?: string | null;
}

export const WRITING_PATH = '~/writing';
export const WRITING_PLACEHOLDER = "type 'ls', 'cat <file>.txt' or 'help'";
export const CAT_USAGE = usageMessage('cat <filename>.txt');
export const failedToLoadPosts = (message: string): string => `Failed to load writing posts: ${message}`;

/** `ls`: `Found N post(s)`, then one tree line per post; a click fills its `cat` command. */
export function listPosts(posts: readonly WritingListItem[], locale?: string): Effect[] {
  if (posts.length === 0) return [printText(NO_FILES_FOUND, 'muted')];
  return [
    printText(foundPostsLine(posts.length)),
    ...treeLines(posts, (post) => {
      const name = postFileName(post.slug);
      return [fillEntry(name, `cat ${name}`), text(`  ${formatLocalDate(post.date, locale)}`, 'muted')];
    }),
  ];
}

/**
 * A post as `cat` prints it: title, date and kind, a blank line, the Markdown as terminal text
 * (`body`: headings, emphasis, lists, code and links shown as a terminal would, `printMarkdown`),
 * then a link to the rendered page.
 */
export function printPost(post: WritingPost, body: readonly Effect[], locale?: string): Effect[] {
  return [
    fieldLine('Title', post.title),
    fieldLine('Date', formatLocalDate(post.date, locale)),
    fieldLine('Kind', post.kind),
    print(),
    ...body,
    print(),
    print(text('Rendered: ', 'muted'), navigateEntry(`${post.slug}.md`, postPath(post.slug))),
  ];
}

/** The posts as files, newest first: `ls`'s names, Tab's after `cat `. */
const postFiles = (posts: readonly WritingListItem[]): string[] => posts.map((post) => postFileName(post.slug));

/**
 * Prints the post named by `arg` (a slug, `.txt` optional), or the file-not-found error, then the
 * close file names when no post has that name.
 */
async function openPost(command: string, arg: string, ctx: WritingContext): Promise<Effect[]> {
  const found = findPost(ctx.posts, arg);
  if (found === undefined) {
    return [printError(noSuchFileOrDirectory(command, arg)), ...didYouMeanName(arg, postFiles(ctx.posts), (file) => `${command} ${file}`)];
  }
  const post = await ctx.loadPost(found.slug);
  if (!post) return [printError(noSuchFileOrDirectory(command, arg))];
  return printPost(post, await printMarkdown(post.content), ctx.locale);
}

const ls: Command<WritingContext> = {
  ...createLsCommand<WritingContext>(
    'List the posts, newest first',
    (ctx) => (ctx.loadFailure ? [printError(ctx.loadFailure)] : listPosts(ctx.posts, ctx.locale)),
    'tooMany',
  ),
  manual: {
    description: [
      'Lists the posts and reviews, newest first, each as a .txt file with its date.',
      'Click one to put its cat command in the input.',
    ],
    examples: ['ls'],
  },
};

const cat: Command<WritingContext> = {
  name: 'cat',
  description: 'Print a post',
  usage: 'cat <filename>.txt',
  minArgs: 1,
  maxArgs: 1,
  tooManyArgs: 'usage',
  manual: {
    description: [
      'Prints a post: its title, date and kind, then its text (headings, emphasis, lists and code',
      "shown as a terminal would), then a link to the post's page. The .txt may be left out, and",
      "a post's name typed alone at the prompt prints it too.",
    ],
    examples: ['cat why-i-keep-a-lab-notebook.txt'],
  },
  run: ([arg = ''], ctx) => openPost('cat', arg, ctx),
};

const cd = createCdUpCommand('Go back to the home terminal', '/');

/** `~/writing`; `open` opens a post's page (the rendered post, not its text in the terminal). */
const WRITING_SHELL: ScreenShell<WritingContext> = {
  path: () => WRITING_PATH,
  open: {
    description: "Open a post's page",
    usage: 'open <post>',
    manual: {
      description: [
        "Opens a post's own page, where it is shown rendered, with its images. The post is named",
        'by its file name, the .txt optional, in any case.',
      ],
      examples: ['open why-i-keep-a-lab-notebook'],
    },
    names: (ctx) => ctx.posts.map((post) => post.slug),
    open: (name, ctx) => {
      const post = findPost(ctx.posts, name);
      return post === undefined ? null : [navigateTo(postPath(post.slug))];
    },
  },
};

export function createWritingCommands(services: ShellServices = browserShellServices()): CommandTable<WritingContext> {
  return createScreenTable<WritingContext>((help) => [ls, cat, cd, themeCommand, help, clearCommand], WRITING_SHELL, services);
}

const writingScreenCandidates = screenCandidates(() => createWritingCommands());

/**
 * A typed post name opens it: a slug alone (or `{slug}.txt`, as typed) prints the post as `cat`
 * would; with arguments it is refused as a command taking none. The handler runs only for a word
 * that is no command, so a slug equal to a command name stays the command; `help` lists the
 * commands only. Anything else is not ours: `{cmd}: command not found`.
 */
export const openTypedPost: UnknownCommandHandler<WritingContext> = ({ command: name, args }, ctx) => {
  if (!ctx.posts.some((post) => post.slug === name || postFileName(post.slug) === name)) return null;
  if (args.length > 0) return [printError(tooManyArguments(name))];
  return openPost(name, name, ctx);
};

/** Tab: the commands; post files after `cat `; themes after `theme `. */
export function writingCandidates(posts: readonly WritingListItem[]): CompletionCandidates {
  return writingScreenCandidates(posts.map((post) => post.slug), { cat: postFiles(posts), cd: ['..'], theme: [...THEMES] });
}

/** The writing terminal session; `getContext` must read the latest posts and theme. */
export function writingTerminalInput(getContext: () => WritingContext, host?: string, services?: ShellServices): TerminalInput {
  const { loadFailure } = getContext();
  return defineTerminalInput<WritingContext>({
    commands: createWritingCommands(services),
    prompt: shellPrompt(WRITING_PATH, host),
    getContext,
    candidates: () => writingCandidates(getContext().posts),
    onUnknownCommand: openTypedPost,
    initialLines: loadFailure ? [textLine(loadFailure, 'error')] : [],
  });
}
