import { commandFailed, commandNotFound, tooManyArguments, usageMessage } from './messages';
import { printError } from './output';
import { parseLine, type ParsedLine } from './parseLine';
import { suggest, suggestionEffects } from './suggest';
import type { Command, CommandContext, CommandResult, CommandTable, Effect } from './types';

/**
 * Running a line against a command table. The generic rules live here and nowhere else: an unknown
 * command, too few arguments (`Usage: …`), too many arguments, and a command that throws.
 */

/** Builds a table, refusing two commands of the same name (a silent shadow would be a bug). */
export function createCommandTable<Ctx extends CommandContext>(
  ...commands: Command<Ctx>[]
): CommandTable<Ctx> {
  const seen = new Set<string>();
  for (const { name } of commands) {
    if (seen.has(name)) throw new Error(`Duplicate command: ${name}`);
    seen.add(name);
  }
  return commands;
}

export function findCommand<Ctx extends CommandContext>(
  table: CommandTable<Ctx>,
  name: string,
): Command<Ctx> | undefined {
  return table.find((command) => command.name === name);
}

export function commandNames(table: CommandTable<CommandContext>): string[] {
  return table.map((command) => command.name);
}

/** The error a command's argument count earns, or null when the count is acceptable. */
export function checkArity<Ctx extends CommandContext>(
  command: Command<Ctx>,
  args: readonly string[],
): Effect[] | null {
  const usage = usageMessage(command.usage ?? command.name);
  if (args.length < (command.minArgs ?? 0)) return [printError(usage)];
  if (command.maxArgs !== undefined && args.length > command.maxArgs) {
    return [printError(command.tooManyArgs === 'usage' ? usage : tooManyArguments(command.name))];
  }
  return null;
}

export function isAsyncResult(result: CommandResult): result is Promise<readonly Effect[]> {
  return !Array.isArray(result);
}

/**
 * Runs a parsed line. The context is read only when the command really runs. A command that
 * throws synchronously is printed as an error line; a rejected promise is the caller's to print
 * (the terminal machine does it with `commandFailed`).
 */
export function runParsed<Ctx extends CommandContext>(
  table: CommandTable<Ctx>,
  parsed: ParsedLine,
  getContext: () => Ctx,
  onUnknown?: UnknownCommandHandler<Ctx>,
): CommandResult {
  const command = findCommand(table, parsed.command);
  if (command === undefined) return runUnknown(table, parsed, getContext, onUnknown);
  const arityError = checkArity(command, parsed.args);
  if (arityError !== null) return arityError;
  try {
    return command.run(parsed.args, getContext());
  } catch (error) {
    return [printError(commandFailed(command.name, error))];
  }
}

/**
 * What a screen does with a line whose first word is no command (the projects screen opens a typed
 * title, which may hold spaces: the whole line is in `parsed`). `null` means "not mine": the line
 * gets `{cmd}: command not found`, then `Did you mean: …?` when commands of the table are close.
 */
export type UnknownCommandHandler<Ctx extends CommandContext = CommandContext> = (
  parsed: ParsedLine,
  ctx: Ctx,
) => CommandResult | null;

/** `{cmd}: command not found`, then the close command names; a click on one fills the line with it. */
export function notFoundEffects<Ctx extends CommandContext>(table: CommandTable<Ctx>, parsed: ParsedLine): Effect[] {
  const retyped = (name: string): string => [name, ...parsed.args].join(' ');
  return [
    printError(commandNotFound(parsed.command)),
    ...suggestionEffects(suggest(parsed.command, commandNames(table)), retyped),
  ];
}

function runUnknown<Ctx extends CommandContext>(
  table: CommandTable<Ctx>,
  parsed: ParsedLine,
  getContext: () => Ctx,
  onUnknown: UnknownCommandHandler<Ctx> | undefined,
): CommandResult {
  const notFound = notFoundEffects(table, parsed);
  if (onUnknown === undefined) return notFound;
  try {
    return onUnknown(parsed, getContext()) ?? notFound;
  } catch (error) {
    return [printError(commandFailed(parsed.command, error))];
  }
}

/** Runs a typed line; an empty or blank line is no command and yields no effects. */
export function runLine<Ctx extends CommandContext>(
  table: CommandTable<Ctx>,
  line: string,
  ctx: Ctx,
  onUnknown?: UnknownCommandHandler<Ctx>,
): CommandResult {
  const parsed = parseLine(line);
  return parsed === null ? [] : runParsed(table, parsed, () => ctx, onUnknown);
}
