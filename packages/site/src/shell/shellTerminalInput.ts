import { commandNames } from '@portfolio/terminal-ui/engine/commandTable';
import type { StartupCommand, TerminalInput } from '@portfolio/terminal-ui/engine/terminalInput';
import { maskPrivateLine } from '../commands/homeCommands';
import { commandLinkLine, linkRefusal } from '../commands/commandLink';
import type { ShellSession } from './shellSession';

export interface ShellPlace {
  /** The visit's shell session. */
  readonly session: ShellSession;
  /** The screen's route (`/`, `/projects`, ...): whose log to restore and keep. */
  readonly screen: string;
  /** The address's query string as the screen opened (`?cmd=ls`). */
  readonly search: string;
}

/** The `?cmd=` line and whether it may run, for a screen whose commands are `input.commands`. */
function linkCommand(input: TerminalInput, search: string): StartupCommand | undefined {
  const line = commandLinkLine(search);
  if (line === null) return input.startupCommand;
  const refusal = linkRefusal(line, commandNames(input.commands));
  return refusal === null ? { line } : { line, refusal };
}

/**
 * A screen's terminal input joined to the visit's shell: it starts with the visit's history and
 * the screen's earlier log (its initial lines on a first visit), reports both back as they change,
 * and runs (or refuses) the address's `?cmd=` line once it is live. Every screen masks `admin
 * <password>` as the home does and keeps it out of history, so no password is stored whichever
 * screen it was typed on; the store is given only lines that are not private, a second guard.
 */
export function shellTerminalInput(input: TerminalInput, { session, screen, search }: ShellPlace): TerminalInput {
  const privateLine = input.privateLine ?? maskPrivateLine;
  return {
    ...input,
    privateLine,
    initialHistory: input.initialHistory ?? session.history.read(),
    initialLines: session.logs.get(screen) ?? input.initialLines,
    onHistoryChange: (entries) => {
      input.onHistoryChange?.(entries);
      session.history.write(entries.filter((entry) => privateLine(entry) === null));
    },
    onLinesChange: (lines) => {
      input.onLinesChange?.(lines);
      session.logs.set(screen, lines);
    },
    startupCommand: linkCommand(input, search),
  };
}
