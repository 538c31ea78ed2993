import type { CandidateProvider, CompletionOptions } from './completion';
import type { ParsedLine } from './parseLine';
import type { CommandContext, CommandResult, CommandTable, NewOutputLine } from './types';

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
}

/** Checks that a screen's table and context agree, then hands the machine its input. */
export function defineTerminalInput<Ctx extends CommandContext>(input: TerminalInput<Ctx>): TerminalInput {
  return input;
}
