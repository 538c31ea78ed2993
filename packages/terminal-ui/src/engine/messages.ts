/**
 * The terminal's shared error wording, in one place. Screens use these for their own commands so
 * that every `Usage: …`, `too many arguments` and `No such file or directory` reads the same.
 */

export const commandNotFound = (command: string): string => `${command}: command not found`;

export const tooManyArguments = (command: string): string => `${command}: too many arguments`;

export const usageMessage = (usage: string): string => `Usage: ${usage}`;

export const noSuchFileOrDirectory = (command: string, arg: string): string =>
  `${command}: ${arg}: No such file or directory`;

/** The line after a not-found error when close names exist (`engine/suggest.ts`): `Did you mean: ls, cd?`. */
export const DID_YOU_MEAN = 'Did you mean: ';
export const didYouMean = (suggestions: readonly string[]): string => `${DID_YOU_MEAN}${suggestions.join(', ')}?`;

/** `man` alone and `man foo`, in man-db's words. */
export const WHAT_MANUAL_PAGE = 'What manual page do you want?';
export const MAN_EXAMPLE_HINT = "For example, try 'man man'.";
export const noManualEntry = (name: string): string => `No manual entry for ${name}`;

/** What `ls` prints for an empty directory. */
export const NO_FILES_FOUND = 'No files found';

export const invalidTheme = (arg: string): string =>
  `Invalid theme: ${arg}. Available themes: dark, light`;

export const currentTheme = (theme: string): string => `Current theme: ${theme}`;

/**
 * What `theme dark` / `theme light` prints once it has switched (not in the spec, which shows the
 * change only as colours): one short line naming the theme now in use, worded like
 * `Current theme: …` so the two read as a pair, and the same whether or not the theme was already
 * that one (the command is idempotent, so is its answer). Printed after the switch, in the new colours.
 */
export const themeSet = (theme: string): string => `Theme set to ${theme}`;

/** The message of anything thrown or rejected (an `Error`, a string, or whatever else). */
export function caughtErrorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return String(error);
}

/**
 * What the terminal prints when a command throws or its promise rejects, shell-style
 * (`test: Network down`). Commands that have a spec message for their failure catch it themselves.
 */
export const commandFailed = (command: string, error: unknown): string =>
  `${command}: ${caughtErrorMessage(error)}`;
