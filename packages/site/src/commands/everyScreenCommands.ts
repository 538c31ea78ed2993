import { commandNames } from '@portfolio/terminal-ui/engine/commandTable';
import type { CompletionCandidates } from '@portfolio/terminal-ui/engine/completion';
import { createManCommand } from '@portfolio/terminal-ui/engine/manualPage';
import { createTableWithHelp } from '@portfolio/terminal-ui/engine/sharedCommands';
import type { Command, CommandContext, CommandTable } from '@portfolio/terminal-ui/engine/types';
import { dataSource } from '../data/siteData';
import { createGrepCommand, type GrepServices } from './grepCommand';
import { createDateCommand } from './shell/dateCommand';
import { createHistoryCommand, type HistoryServices } from './shell/historyCommand';
import { createShareCommand, type ShareServices } from './shell/shareCommand';
import { echoCommand } from './shell/echoCommand';
import { createOpenCommand, type OpenTargets } from './shell/openCommand';
import { createPwdCommand } from './shell/pwdCommand';

/**
 * The commands every terminal screen (home, projects, art, writing, about) has besides the spec's:
 * man, pwd, echo, date, open (and history, share, grep). Each screen builds its table
 * with `createScreenTable`: its spec commands first, in the spec's order, then these, so `help`
 * lists the spec's commands first. Tab offers these only where the spec's set has no match
 * (`screenCandidates`, `CompletionCandidates.fallbackCommands`).
 *
 * Two kinds of input reach them:
 * - `ScreenShell`, what the screen says about itself (its path, what `open` opens), read from the
 *   screen's own context at each run, so it follows the screen's data (the art category, the
 *   project list);
 * - `ShellServices`, what is the same on every screen (the clock, the search, the history store,
 *   the clipboard), with browser defaults in `browserShellServices`; tests pass fixed ones.
 *
 * To add a command: write its factory, add what it needs from outside to `ShellServices` (and its
 * browser default), and add it to the list in `everyScreenCommands`. A factory must not call a
 * service while it builds the command (the names are read from a build with the defaults). Every
 * command needs a `manual` (`man`, `help <command>`; `everyScreenCommands.test.ts` checks them all).
 */

/** What the every-screen commands use that is not the screen's. */
export interface ShellServices extends HistoryServices, ShareServices, GrepServices {
  /** The clock `date` reads. */
  readonly now: () => Date;
  /** The time zone `date` shows (an IANA name); the visitor's own when undefined. */
  readonly timeZone?: string;
}

/** Without a clipboard (an insecure page, an old browser) `share` prints the link instead. */
function copyToClipboard(value: string): Promise<void> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  return clipboard === undefined ? Promise.reject(new Error('No clipboard')) : clipboard.writeText(value);
}

/**
 * The browser's services. `readHistory` reads nothing here: the screens' terminals get the visit's
 * history from `useShellTerminal` (shell/), which replaces it with the shell session's.
 */
export function browserShellServices(): ShellServices {
  return {
    now: () => new Date(),
    readHistory: () => [],
    copyText: copyToClipboard,
    search: (query) => dataSource.search(query),
    pageUrl: () => `${window.location.origin}${window.location.pathname}`,
  };
}

/** What a screen tells the every-screen commands about itself; each field reads the screen's context. */
export interface ScreenShell<Ctx extends CommandContext> {
  /** The working directory as the prompt shows it (`~`, `~/art/music`); `pwd` prints it expanded. */
  readonly path: (ctx: Ctx) => string;
  /** What `open` opens on this screen. */
  readonly open: OpenTargets<Ctx>;
}

/** The every-screen commands, in the order `help` lists them (after the screen's own). */
export function everyScreenCommands<Ctx extends CommandContext>(
  screen: ScreenShell<Ctx>,
  getTable: () => CommandTable<Ctx>,
  services: ShellServices,
): Command<Ctx>[] {
  return [
    createManCommand(getTable),
    createPwdCommand(screen.path),
    echoCommand,
    createDateCommand(services),
    createOpenCommand(screen.open),
    createHistoryCommand(services),
    createShareCommand(getTable, services),
    createGrepCommand(services.search),
  ];
}

/** A screen's table: `help`, the spec's commands as `specCommands` orders them, then the every-screen ones. */
export function createScreenTable<Ctx extends CommandContext>(
  specCommands: (help: Command<Ctx>) => Command<Ctx>[],
  screen: ScreenShell<Ctx>,
  services: ShellServices = browserShellServices(),
): CommandTable<Ctx> {
  return createTableWithHelp<Ctx>((help, getTable) => [...specCommands(help), ...everyScreenCommands(screen, getTable, services)]);
}

const NO_SCREEN: ScreenShell<CommandContext> = {
  path: () => '~',
  open: { description: '', manual: { description: [], examples: [] }, names: () => [], open: () => null },
};

let everyScreenNames: readonly string[] | undefined;

/**
 * The names of the every-screen commands, in their order. Built at the first call, not as the
 * module loads: this module is in every page's start-up code, and building the commands there cost
 * a phone's main thread before any of them could be typed (issue 31).
 */
export function everyScreenCommandNames(): readonly string[] {
  everyScreenNames ??= everyScreenCommands(NO_SCREEN, () => [], browserShellServices()).map((command) => command.name);
  return everyScreenNames;
}

/** A screen table's own (spec) command names, in table order: Tab's spec set. */
export function specCommandNames(table: CommandTable<CommandContext>): string[] {
  const everyScreen = everyScreenCommandNames();
  return commandNames(table).filter((name) => !everyScreen.includes(name));
}

/**
 * Tab on a screen whose table is `table` (each screen's candidates are `screenCandidates(createTable)`,
 * called with what it knows at each Tab): the spec's command names, then `extraCommands` (the
 * projects' ids); the every-screen commands, offered only when the spec's candidates match
 * nothing; the arguments of `man` (this screen's commands) and `open` (`openNames`), then the
 * screen's own `args` (its keys win, none of them being man or open).
 */
export function screenCandidates(createTable: () => CommandTable<CommandContext>) {
  // The table is built at the first Tab, not when the screen's module loads (see everyScreenCommandNames).
  let names: { readonly commands: readonly string[]; readonly man: readonly string[] } | undefined;
  return (openNames: readonly string[], args: Record<string, readonly string[]>, extraCommands: readonly string[] = []): CompletionCandidates => {
    if (names === undefined) {
      const table = createTable();
      names = { commands: specCommandNames(table), man: commandNames(table) };
    }
    return {
      commands: [...names.commands, ...extraCommands],
      fallbackCommands: everyScreenCommandNames(),
      args: { man: names.man, open: openNames, ...args },
    };
  };
}
