import { findCommand, commandNames } from './commandTable';
import { noManualEntry, WHAT_MANUAL_PAGE, MAN_EXAMPLE_HINT } from './messages';
import { fillEntry, print, printError, printText, styledText, text } from './output';
import { suggest, suggestionEffects } from './suggest';
import type { Command, CommandContext, CommandTable, Effect } from './types';

/**
 * A command's manual page, laid out as `man` does it (shorter): NAME (`ls - List the sections`),
 * SYNOPSIS, DESCRIPTION and EXAMPLES, the headings bold, the body indented. An example is
 * clickable: it fills the input. A command without a `manual` still gets NAME and SYNOPSIS, and
 * its one-line description as DESCRIPTION.
 */

const INDENT = '    ';

function section(heading: string, lines: readonly Effect[]): Effect[] {
  return lines.length === 0 ? [] : [print(styledText(heading, 'accent', ['bold'])), ...lines];
}

const indented = (line: string): Effect => printText(`${INDENT}${line}`);

export function manualPageEffects<Ctx extends CommandContext>(command: Command<Ctx>): Effect[] {
  const manual = command.manual;
  const synopsis = manual?.synopsis ?? [command.usage ?? command.name];
  return [
    ...section('NAME', [indented(`${command.name} - ${command.description}`)]),
    ...section('SYNOPSIS', synopsis.map(indented)),
    ...section('DESCRIPTION', (manual?.description ?? [command.description]).map(indented)),
    ...section('EXAMPLES', (manual?.examples ?? []).map((example) => print(text(INDENT), fillEntry(example, example)))),
  ];
}

/** The page of `name` in the table, or null when the table has no such command. */
export function manualPageOf<Ctx extends CommandContext>(table: CommandTable<Ctx>, name: string): Effect[] | null {
  const command = findCommand(table, name);
  return command === undefined ? null : manualPageEffects(command);
}

/**
 * `man <command>`: the page of one of this screen's commands. Alone, it asks which page, as man-db
 * does (`What manual page do you want?`); an unknown name is man's `No manual entry for foo`, then
 * the close command names, if any.
 */
export function createManCommand<Ctx extends CommandContext>(getTable: () => CommandTable<Ctx>): Command<Ctx> {
  return {
    name: 'man',
    description: 'Show the manual page of a command',
    usage: 'man <command>',
    maxArgs: 1,
    manual: {
      description: [
        "Prints a command's manual page: what it does, how to call it, and examples.",
        'Every command of this screen has one; a click on an example puts it in the input.',
        "'help <command>' prints the same page.",
      ],
      examples: ['man ls', 'man cd'],
    },
    run: ([name]) => {
      if (name === undefined) return [printError(WHAT_MANUAL_PAGE), printText(MAN_EXAMPLE_HINT, 'muted')];
      const table = getTable();
      return (
        manualPageOf(table, name) ?? [
          printError(noManualEntry(name)),
          ...suggestionEffects(suggest(name, commandNames(table)), (suggestion) => `man ${suggestion}`),
        ]
      );
    },
  };
}
