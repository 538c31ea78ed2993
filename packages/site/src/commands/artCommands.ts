import type { ArtItem, ArtResponse } from '@portfolio/contracts/art';
import { ART_KINDS, type ArtKind } from '@portfolio/contracts/artKinds';
import { artReviewPath } from '@portfolio/contracts/artReviews';
import type { CompletionCandidates } from '@portfolio/terminal-ui/engine/completion';
import { NO_FILES_FOUND, noSuchFileOrDirectory, usageMessage } from '@portfolio/terminal-ui/engine/messages';
import { suggestionEffects } from '@portfolio/terminal-ui/engine/suggest';
import { suggestArgument } from '@portfolio/terminal-ui/engine/suggestArgument';
import { clear, fieldLine, fillEntry, navigateEntry, navigateTo, print, printError, printText, text, textLine } from '@portfolio/terminal-ui/engine/output';
import { clearCommand, createLsCommand, themeCommand, THEMES } from '@portfolio/terminal-ui/engine/sharedCommands';
import { defineTerminalInput, type TerminalInput } from '@portfolio/terminal-ui/engine/terminalInput';
import { treeLines } from '@portfolio/terminal-ui/engine/treeLines';
import type { Command, CommandContext, CommandTable, Effect, NewOutputLine } from '@portfolio/terminal-ui/engine/types';
import { artFileName, artPath, findArtItem, parseCategory } from '../domain/artFiles';
import { formatLocalDate } from '../domain/localDate';
import { shellPrompt } from '../domain/shellPrompt';
import { browserShellServices, createScreenTable, screenCandidates, type ScreenShell, type ShellServices } from './everyScreenCommands';
import { printMarkdown } from './markdownOutput';
import { didYouMeanName, nameKey } from './shell/suggestNames';

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
/** The label of the line under a review that links to its page (`/art/{kind}/{id}`). */
export const REVIEW_PAGE_LABEL = 'Page';
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

/** Where `cd` can go from here: the categories at the root; `..` and the sibling categories inside one. */
function cdTargets(from: ArtKind | null): string[] {
  return from === null ? [...ART_KINDS] : ['..', ...ART_KINDS.map((kind) => `../${kind}`)];
}

/** `books` typed inside a category is close to `../books`: the `../` is left out of the comparison. */
const cdKey = (target: string): string => nameKey(target).replace(/^\.\.\//, '');

/** The close `cd` targets, clickable; none when nothing is close. */
function didYouMeanTarget(from: ArtKind | null, arg: string): Effect[] {
  return suggestionEffects(suggestArgument(arg, cdTargets(from), { key: cdKey }), (target) => `cd ${target}`);
}

const ls: Command<ArtContext> = {
  ...createLsCommand<ArtContext>(
    'List the categories, or the files of this category',
    (ctx) => (ctx.category === null ? categoryTree() : categoryFiles(ctx, ctx.category)),
    'tooMany',
  ),
  manual: {
    description: [
      'At ~/art, lists the four categories: music, books, movies and shows. Inside one, lists its',
      'entries as .txt files with their creator. Click a name to put its cd or cat command in the',
      'input.',
    ],
    examples: ['ls'],
  },
};

const cd: Command<ArtContext> = {
  name: 'cd',
  description: "Open a category; 'cd ..' goes back up",
  usage: 'cd <category>',
  minArgs: 1,
  maxArgs: 1,
  manual: {
    synopsis: ['cd <category>', 'cd ..', 'cd ../<category>'],
    description: [
      'At ~/art, opens a category: music, books, movies or shows (any case). Inside one, cd ..',
      'goes back to ~/art and cd ../<category> to another category; cd .. at ~/art goes home.',
    ],
    examples: ['cd music', 'cd ../books', 'cd ..'],
  },
  run: ([arg = ''], ctx) => {
    const target = resolveCd(ctx.category, arg);
    if (target === 'none') return [printError(noSuchDirectory(arg)), ...didYouMeanTarget(ctx.category, arg)];
    if (target === 'home') return [navigateTo('/')];
    return enter(ctx, target);
  },
};

async function catItem(item: ArtItem, category: ArtKind, ctx: ArtContext): Promise<Effect[]> {
  const review = item.hasReview ? await ctx.loadReview(item.slug) : null;
  // The review is a post: its Markdown shown as terminal text, as the writing terminal's `cat` does.
  const body = review === null ? [printText(NO_REVIEW, 'muted')] : await printMarkdown(review);
  // A review has a page of its own, to share or read as a page: linked under it.
  const path = artReviewPath(category, item.id);
  const page = review === null ? [] : [print(), print(text(`${REVIEW_PAGE_LABEL}: `, 'accent'), navigateEntry(path, path))];
  return [
    fieldLine('Name', item.title),
    fieldLine('Creator', item.creator),
    fieldLine('Date', formatLocalDate(item.date, ctx.locale)),
    fieldLine('Category', category),
    print(),
    ...body,
    ...page,
  ];
}

const cat: Command<ArtContext> = {
  name: 'cat',
  description: "Show an entry and its review, e.g. 'cat in-rainbows.txt'",
  usage: 'cat <file>',
  maxArgs: 1,
  manual: {
    description: [
      "Inside a category, prints an entry: its name, creator, date and category, then the review",
      "if there is one and the link to the review's own page. The file is named as ls lists it; the",
      ".txt, the case and the title's dashes may differ.",
    ],
    examples: ['cd music', 'cat in-rainbows.txt'],
  },
  run: ([arg], ctx) => {
    const { category } = ctx;
    if (category === null) return [printError(CAT_IN_ROOT)];
    if (arg === undefined) return [printError(usageMessage('cat <file>'))];
    const items = ctx.art[category].items;
    const item = findArtItem(items, arg);
    if (item === undefined) {
      return [printError(noSuchFileOrDirectory('cat', arg)), ...didYouMeanName(arg, items.map(artFileName), (file) => `cat ${file}`)];
    }
    return catItem(item, category, ctx);
  },
};

/** The entries of a category that have a review, and so a page of their own. */
const reviewed = (items: readonly ArtItem[]): ArtItem[] => items.filter((item) => item.hasReview);

/**
 * `~/art` or `~/art/{category}`; `open` enters a category, as `cd` does, and inside one opens an
 * entry's review page (an entry without a review has no page).
 */
const ART_SHELL: ScreenShell<ArtContext> = {
  path: (ctx) => artPath(ctx.category),
  open: {
    description: "Open a category, or an entry's review page",
    manual: {
      description: [
        'Opens a category (music, books, movies or shows, any case) from anywhere in ~/art, as cd',
        'does from ~/art: the screen is cleared and its entries are listed. Inside a category, opens',
        "the page of an entry's review, the file named as cat takes it.",
      ],
      examples: ['open music', 'open books', 'open in-rainbows.txt'],
    },
    names: (ctx) => (ctx.category === null ? ART_KINDS : [...ART_KINDS, ...reviewed(ctx.art[ctx.category].items).map(artFileName)]),
    open: (name, ctx) => {
      const category = parseCategory(name);
      if (category !== null) return enter(ctx, category);
      if (ctx.category === null) return null;
      const item = findArtItem(reviewed(ctx.art[ctx.category].items), name);
      return item === undefined ? null : [navigateTo(artReviewPath(ctx.category, item.id))];
    },
  },
};

export function createArtCommands(services: ShellServices = browserShellServices()): CommandTable<ArtContext> {
  return createScreenTable<ArtContext>((help) => [ls, cd, cat, themeCommand, help, clearCommand], ART_SHELL, services);
}

const artScreenCandidates = screenCandidates(() => createArtCommands());

/** Tab: commands first; then categories after `cd ` (`..` inside one), files after `cat ` (and the reviewed ones after `open `). */
export function artCandidates(art: ArtResponse, category: ArtKind | null): CompletionCandidates {
  const files = category === null ? [] : reviewed(art[category].items).map(artFileName);
  return artScreenCandidates([...ART_KINDS, ...files], {
    cd: category === null ? [...ART_KINDS] : ['..'],
    cat: category === null ? [] : art[category].items.map(artFileName),
    theme: [...THEMES],
  });
}

/**
 * The art terminal session. The category it is in lives here, and only here: the commands move it
 * (`changeCategory`, which also tells the screen, for its cover panel and title), Tab and the
 * prompt (`~/art/{category}`, re-read after each command) follow it. The screen supplies the rest
 * of the context; `loadFailure` at start is also printed under the welcome line.
 */
export function artTerminalInput(
  getContext: () => Omit<ArtContext, 'category'>,
  host?: string,
  services?: ShellServices,
): TerminalInput {
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
    commands: createArtCommands(services),
    prompt: shellPrompt(artPath(null), host),
    currentPrompt: () => shellPrompt(artPath(category), host),
    getContext: context,
    candidates: () => artCandidates(getContext().art, category),
    initialLines: loadFailure ? [...rootLines(), textLine(loadFailure, 'error')] : rootLines(),
  });
}
