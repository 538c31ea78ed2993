import { printText } from '@portfolio/terminal-ui/engine/output';
import type { Command, CommandContext } from '@portfolio/terminal-ui/engine/types';

/**
 * `date`: the local date and time as `date` prints it by default (GNU's `%a %b %e %H:%M:%S %Z %Y`):
 * `Tue Nov 24 14:03:12 CET 2026`, the day of the month padded with a space (`Nov  3`).
 */

function part(parts: readonly Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes): string {
  return parts.find((candidate) => candidate.type === type)?.value ?? '';
}

/**
 * The zone's abbreviation. English (US) names American zones (`EST`) but writes European ones as
 * offsets (`GMT+1`), where British English has `CET`; an offset remains for zones neither names.
 */
function zoneName(date: Date, timeZone: string | undefined): string {
  const names = ['en-US', 'en-GB'].map((locale) =>
    part(new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' }).formatToParts(date), 'timeZoneName'),
  );
  return names.find((name) => !/^GMT[+-]/.test(name)) ?? names[0] ?? '';
}

export function formatShellDate(date: Date, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const time = ['hour', 'minute', 'second'].map((type) => part(parts, type as Intl.DateTimeFormatPartTypes)).join(':');
  const day = part(parts, 'day').padStart(2, ' ');
  return `${part(parts, 'weekday')} ${part(parts, 'month')} ${day} ${time} ${zoneName(date, timeZone)} ${part(parts, 'year')}`;
}

export interface DateServices {
  readonly now: () => Date;
  readonly timeZone?: string;
}

export function createDateCommand<Ctx extends CommandContext = CommandContext>(services: DateServices): Command<Ctx> {
  return {
    name: 'date',
    description: 'Print the date and time',
    maxArgs: 0,
    manual: {
      description: ["Prints today's date and the time now, in your time zone, as date does in a shell."],
      examples: ['date'],
    },
    run: () => [printText(formatShellDate(services.now(), services.timeZone))],
  };
}
