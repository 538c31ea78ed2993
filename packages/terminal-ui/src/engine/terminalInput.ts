import type { CandidateProvider, CompletionOptions } from './completion';
import type { ParsedLine } from './parseLine';
import type { CommandContext, CommandResult, CommandTable, NewOutputLine, OutputLine } from './types';

/**
 * A line handed to a session from outside (a `?cmd=` link): run once when the session starts, as if
 * typed, or, with a `refusal`, echoed and followed by the refusal instead of running.
 */
export interface StartupCommand {
  readonly line: string;
  readonly refusal?: string;
}

/**
 * What a terminal session is given at start (see `machines/terminalMachine.ts` for each field).
 * It lives apart from the machine so that a screen can build its input without loading XState:
 * `DeferredTerminal` fetches the machine after the screen's first paint.
 */
export interface TerminalInput<Ctx extends CommandContext = CommandContext> {
  readonly commands: CommandTable<Ctx>;
  readonly prompt: string;
  /** The prompt again after every command, as a shell re-reads its PS1 (a session whose location changes). */
  readonly currentPrompt?: () => string;
  readonly getContext: () => Ctx;
  readonly candidates?: CandidateProvider;
  readonly completion?: CompletionOptions;
  /** Method syntax on purpose: it keeps `TerminalInput<Ctx>` assignable to `TerminalInput`. */
  onUnknownCommand?(parsed: ParsedLine, ctx: Ctx): CommandResult | null;
  readonly emptyLine?: 'echo' | 'blank';
  readonly initialLines?: readonly NewOutputLine[];
  readonly initialHistory?: readonly string[];
  readonly privateLine?: (line: string) => string | null;
  /** The history's entries each time they change (a line recorded), before that line runs. */
  readonly onHistoryChange?: (entries: readonly string[]) => void;
  /** The output log each time it changes, as soon as it does (so a screen left at once keeps its last lines). */
  readonly onLinesChange?: (lines: readonly OutputLine[]) => void;
  /** Run (or refused) once the session is live in the browser, never while rendering (see `StartupCommand`). */
  readonly startupCommand?: StartupCommand;
}

/** Checks that a screen's table and context agree, then hands the machine its input. */
export function defineTerminalInput<Ctx extends CommandContext>(input: TerminalInput<Ctx>): TerminalInput {
  return input;
}
