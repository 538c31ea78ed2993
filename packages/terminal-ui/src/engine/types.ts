/**
 * The vocabulary shared by the engine, the machines and the components. A command is data: it
 * receives its arguments and returns effects; it never touches React, the DOM or the network
 * directly (async commands get their I/O through the context the screen supplies).
 *
 * Change log for the components: everything that existed in the first version is unchanged;
 * `NewOutputLine`, `ScreenEffect` and the optional `Command` fields `minArgs`, `usage` and
 * `tooManyArgs` were added; then the optional `marks` of a text segment (Markdown shown as terminal text);
 * then the optional `Command.manual` (`CommandManual`: the page `man {name}` and `help {name}` print).
 * Then the optional `highlights` of a navigate segment (`TextRange`s: `grep`'s matches, shown marked).
 * Then the `slot` segment: a part the screen draws itself (`TerminalView`'s `slots`, e.g. the home's welcome).
 */

/** One segment of an output line. Clickable segments either navigate or fill the input. */
export type OutputSegment =
  | { readonly kind: 'text'; readonly text: string; readonly tone?: OutputTone; readonly marks?: readonly TextMark[] }
  | { readonly kind: 'link'; readonly text: string; readonly href: string; readonly external?: boolean }
  | { readonly kind: 'navigate'; readonly text: string; readonly to: string; readonly highlights?: readonly TextRange[] }
  | { readonly kind: 'fill'; readonly text: string; readonly input: string }
  /**
   * Drawn by the screen (`TerminalView`'s `slots[slot]`), e.g. the home's welcome block; it is output like
   * any other (`clear` removes it). `text` stands in for it where the screen gives no such slot.
   */
  | { readonly kind: 'slot'; readonly text: string; readonly slot: string };

/** A run of a segment's text, `[start, end)` in UTF-16 code units (as `slice` counts), e.g. a search match. */
export interface TextRange {
  readonly start: number;
  readonly end: number;
}

export type OutputTone = 'normal' | 'muted' | 'accent' | 'error' | 'success';

/** How a terminal styles text beyond its colour (SGR bold, italic, underline, strike; `code` a dim backdrop). */
export type TextMark = 'bold' | 'italic' | 'underline' | 'strike' | 'code';

/**
 * A printed line: either a command echo (prompt + what was typed) or output segments.
 * Rendering notes: an output line with no segments is a blank line (the about screen's answer to
 * an empty input) and must keep one line of height; text keeps its spaces (`white-space: pre-wrap`),
 * because `help` aligns its columns with spaces; Ctrl+C is an echo whose input ends in `^C`.
 */
export type OutputLine =
  | { readonly id: number; readonly kind: 'echo'; readonly prompt: string; readonly input: string }
  | { readonly id: number; readonly kind: 'output'; readonly segments: readonly OutputSegment[] };

/** A line before the output log numbers it (initial lines, lines built by the engine). */
export type NewOutputLine =
  | { readonly kind: 'echo'; readonly prompt: string; readonly input: string }
  | { readonly kind: 'output'; readonly segments: readonly OutputSegment[] };

/** What a command asks the terminal (and the screen around it) to do. */
export type Effect =
  | { readonly type: 'print'; readonly segments: readonly OutputSegment[] }
  | { readonly type: 'clear' }
  | { readonly type: 'navigate'; readonly to: string }
  | { readonly type: 'setTheme'; readonly theme: ThemeName }
  | { readonly type: 'openUrl'; readonly url: string }
  | { readonly type: 'fillInput'; readonly value: string };

/**
 * The effects the terminal cannot carry out itself; `terminalMachine` emits them to the screen as
 * `{ type: 'effect', effect }`.
 */
export type ScreenEffect = Extract<Effect, { readonly type: 'navigate' | 'setTheme' | 'openUrl' }>;

export type ThemeName = 'dark' | 'light';

/** Whatever a screen passes to its commands (current theme, data, API calls, ...). */
export interface CommandContext {
  readonly theme: ThemeName;
}

export type CommandResult = readonly Effect[] | Promise<readonly Effect[]>;

export interface Command<Ctx extends CommandContext = CommandContext> {
  readonly name: string;
  /** One line for `help`. */
  readonly description: string;
  /** Fewer arguments than this prints `Usage: {usage}` (default 0). */
  readonly minArgs?: number;
  /** How many arguments are accepted; more gives `{name}: too many arguments` (default: any). */
  readonly maxArgs?: number;
  /** The synopsis, e.g. `cd <directory>`: shown by `help` and in `Usage: …` (default: the name). */
  readonly usage?: string;
  /** What more than `maxArgs` arguments print: the too-many error (default) or the usage line. */
  readonly tooManyArgs?: 'error' | 'usage';
  /** The manual page's body (`man {name}`, `help {name}`); NAME and SYNOPSIS come from the fields above. */
  readonly manual?: CommandManual;
  run(args: readonly string[], ctx: Ctx): CommandResult;
}

/**
 * What `man` prints besides the command's name, description and usage: short, and true to what the
 * command does on its screen (see `engine/manualPage.ts` for the layout).
 */
export interface CommandManual {
  /** SYNOPSIS lines, when one `usage` does not say it all (e.g. `theme` and `theme <dark|light>`). */
  readonly synopsis?: readonly string[];
  /** DESCRIPTION: one printed line each. */
  readonly description: readonly string[];
  /** EXAMPLES: lines a visitor could type; a click fills the input with one. */
  readonly examples: readonly string[];
}

export type CommandTable<Ctx extends CommandContext = CommandContext> = readonly Command<Ctx>[];
