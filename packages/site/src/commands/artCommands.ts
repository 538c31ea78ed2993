import { ART_KINDS, type ArtItem, type ArtKind, type ArtResponse } from '@portfolio/contracts/art';
import { commandNames } from '@portfolio/terminal-ui/engine/commandTable';
import type { CompletionCandidates } from '@portfolio/terminal-ui/engine/completion';
import { NO_FILES_FOUND, noSuchFileOrDirectory, usageMessage } from '@portfolio/terminal-ui/engine/messages';
import { clear, fieldLine, fillEntry, navigateTo, print, printError, printText, text, textLine } from '@portfolio/terminal-ui/engine/output';
import { clearCommand, createLsCommand, createTableWithHelp, themeCommand, THEMES } from '@portfolio/terminal-ui/engine/sharedCommands';
import { defineTerminalInput, type TerminalInput } from '@portfolio/terminal-ui/engine/terminalInput';
import { treeLines } from '@portfolio/terminal-ui/engine/treeLines';
import type { Command, CommandContext, CommandTable, Effect, NewOutputLine } from '@portfolio/terminal-ui/engine/types';
import { artFileName, artPath, findArtItem, parseCategory } from '../domain/artFiles';
import { formatLocalDate } from '../domain/localDate';
import { shellPrompt } from '../domain/shellPrompt';
import { printMarkdown } from './markdownOutput';

/**
 * The art terminal. Where the visitor is (the root or a category)
 * belongs to the session (`artTerminalInput`): commands read it from the context and move it with
 * `changeCategory`.
 */
export interface ArtContext extends CommandContext {
  readonly art: ArtResponse;
  readonly category: ArtKind | null;
  readonly changeCategory: (category: ArtKind | null) => void;
  /** The review text of an item, or null when there is none or it cannot be read. */
  readonly loadReview: (slug: string) => Promise<string | null>;
  /** Locale for dates; the visitor's own when undefined. */
  readonly locale?: string;
  /** Set when the art could not be loaded: a category's `ls` says so again rather than "No files found". */
  readonly loadFailure?: string | null;
}

export const ART_PLACEHOLDER = "type 'ls', 'cd <category>' or 'help'";
export const ART_WELCOME =
  "Welcome to ~/art: music, books, movies and shows. Type 'ls' to list them, 'cd <category>' to open one.";
export const NO_REVIEW = 'No review available';
export const CAT_IN_ROOT = 'cat: No files in root directory. Navigate to a subdirectory first.';
export const noSuchDirectory = (arg: string): string => `cd: ${arg}: No such directory`;
export const failedToLoadArt = (message: string): string => `Failed to load art data: ${message}`;

/** The root's lines: the welcome line. */
export function rootLines(): NewOutputLine[] {
  return [textLine(ART_WELCOME)];
}

/** `ls` at the root: the four categories, each filling its `cd` command when clicked. */
function categoryTree(): Effect[] {
  return treeLines(ART_KINDS, (kind) => [fillEntry(`${kind}/`, `cd ${kind}`)]);
}

/** A category's files as tree lines; a click fills `cat {file}`. */
export function fileTree(items: readonly ArtItem[]): Effect[] {
  if (items.length === 0) return [printText(NO_FILES_FOUND, 'muted')];
  return treeLines(items, (item) => {
    const name = artFileName(item);
    return [fillEntry(name, `cat ${name}`), text(`  ${item.creator}`, 'muted')];
  });
}

/** A category's files, or the load failure when there are none to show. */
function categoryFiles(ctx: ArtContext, category: ArtKind): Effect[] {
  return ctx.loadFailure ? [printError(ctx.loadFailure)] : fileTree(ctx.art[category].items);
}

/** Entering a location clears the log, then shows what is there. */
function enter(ctx: ArtContext, category: ArtKind | null): Effect[] {
  ctx.changeCategory(category);
  if (category === null) return [clear(), printText(ART_WELCOME)];
  return [clear(), ...categoryFiles(ctx, category)];
}

/** Where `cd {arg}` leads from here: home, a location, or nowhere. */
export function resolveCd(from: ArtKind | null, arg: string): 'home' | ArtKind | null | 'none' {
  const target = arg.replace(/\/+$/, '');
  if (target === '..') return from === null ? 'home' : null;
  if (from === null) return parseCategory(target) ?? 'none';
  const sibling = /^\.\.\/(.+)$/.exec(target);
  return (sibling && parseCategory(sibling[1] ?? '')) ?? 'none';
}

const ls = createLsCommand<ArtContext>(
  'List the categories, or the files of this category',
  (ctx) => (ctx.category === null ? categoryTree() : categoryFiles(ctx, ctx.category)),
  'tooMany',
);

const cd: Command<ArtContext> = {
  name: 'cd',
  description: "Open a category; 'cd ..' goes back up",
  usage: 'cd <category>',
  minArgs: 1,
  maxArgs: 1,
  run: ([arg = ''], ctx) => {
    const target = resolveCd(ctx.category, arg);
    if (target === 'none') return [printError(noSuchDirectory(arg))];
    if (target === 'home') return [navigateTo('/')];
    return enter(ctx, target);
  },
};

async function catItem(item: ArtItem, category: ArtKind, ctx: ArtContext): Promise<Effect[]> {
  const review = item.hasReview ? await ctx.loadReview(item.slug) : null;
  // The review is a post: its Markdown shown as terminal text, as the writing terminal's `cat` does.
  const body = review === null ? [printText(NO_REVIEW, 'muted')] : await printMarkdown(review);
  return [
    fieldLine('Name', item.title),
    fieldLine('Creator', item.creator),
    fieldLine('Date', formatLocalDate(item.date, ctx.locale)),
    fieldLine('Category', category),
    print(),
    ...body,
  ];
}

const cat: Command<ArtContext> = {
  name: 'cat',
  description: "Show an entry and its review, e.g. 'cat in-rainbows.txt'",
  usage: 'cat <file>',
  maxArgs: 1,
  run: ([arg], ctx) => {
    const { category } = ctx;
    if (category === null) return [printError(CAT_IN_ROOT)];
    if (arg === undefined) return [printError(usageMessage('cat <file>'))];
    const item = findArtItem(ctx.art[category].items, arg);
    if (item === undefined) return [printError(noSuchFileOrDirectory('cat', arg))];
    return catItem(item, category, ctx);
  },
};

export function createArtCommands(): CommandTable<ArtContext> {
  return createTableWithHelp<ArtContext>((help) => [
    ls,
    cd,
    cat,
    themeCommand,
    help,
    clearCommand,
  ]);
}

const ART_COMMAND_NAMES = commandNames(createArtCommands());

/** Tab: commands first; then categories after `cd ` (`..` inside one), files after `cat `. */
export function artCandidates(art: ArtResponse, category: ArtKind | null): CompletionCandidates {
  return {
    commands: ART_COMMAND_NAMES,
    args: {
      cd: category === null ? [...ART_KINDS] : ['..'],
      cat: category === null ? [] : art[category].items.map(artFileName),
      theme: [...THEMES],
    },
  };
}

/**
 * The art terminal session. The category it is in lives here, and only here: the commands move it
 * (`changeCategory`, which also tells the screen, for its cover panel and title), Tab and the
 * prompt (`~/art/{category}`, re-read after each command) follow it. The screen supplies the rest
 * of the context; `loadFailure` at start is also printed under the welcome line.
 */
export function artTerminalInput(getContext: () => Omit<ArtContext, 'category'>, host?: string): TerminalInput {
  let category: ArtKind | null = null;
  const context = (): ArtContext => {
    const screen = getContext();
    const changeCategory = (next: ArtKind | null): void => {
      category = next;
      screen.changeCategory(next);
    };
    return { ...screen, category, changeCategory };
  };
  const { loadFailure } = getContext();
  return defineTerminalInput<ArtContext>({
    commands: createArtCommands(),
    prompt: shellPrompt(artPath(null), host),
    currentPrompt: () => shellPrompt(artPath(category), host),
    getContext: context,
    candidates: () => artCandidates(getContext().art, category),
    initialLines: loadFailure ? [...rootLines(), textLine(loadFailure, 'error')] : rootLines(),
  });
}
