import { printError, printLines } from '@portfolio/terminal-ui/engine/output';
import type { Command, CommandContext } from '@portfolio/terminal-ui/engine/types';

/**
 * `history`: the visit's commands, from every terminal screen, numbered as bash prints them
 * (`%5d  %s`: `    1  ls`), oldest first; the numbers are those `!n` runs again. `history n`
 * lists the last n with their numbers. The list includes the `history` line itself, as bash's does
 * (the terminal records a line before running it).
 */

export interface HistoryServices {
  /** The visit's history, oldest first. */
  readonly readHistory: () => readonly string[];
}

export const numericArgumentRequired = (arg: string): string => `history: ${arg}: numeric argument required`;

/** The lines `history` prints for `entries`, the last `count` only when given. */
export function historyLines(entries: readonly string[], count?: number): string[] {
  const numbered = entries.map((entry, index) => `${String(index + 1).padStart(5, ' ')}  ${entry}`);
  return count === undefined ? numbered : numbered.slice(Math.max(0, numbered.length - count));
}

export function createHistoryCommand<Ctx extends CommandContext = CommandContext>(services: HistoryServices): Command<Ctx> {
  return {
    name: 'history',
    description: 'List the commands typed this visit',
    usage: 'history [n]',
    maxArgs: 1,
    manual: {
      description: [
        'Lists the commands typed during this visit, on every screen, oldest first and numbered.',
        'With a number n, only the last n. !n runs command n again, !! the last one, !-2 the one before.',
        'ArrowUp and ArrowDown walk through the same list. admin lines are never kept.',
      ],
      examples: ['history', 'history 5', '!!'],
    },
    run: ([count]) => {
      if (count === undefined) return printLines(historyLines(services.readHistory()));
      if (!/^\d+$/.test(count)) return [printError(numericArgumentRequired(count))];
      return printLines(historyLines(services.readHistory(), Number(count)));
    },
  };
}
