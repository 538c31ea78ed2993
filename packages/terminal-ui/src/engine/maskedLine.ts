/**
 * A private line (home: `admin <password>`) as the input shows it while it is typed: the command
 * word as typed, every character after it a bullet — `admin ••••••••`. The field holds that masked
 * text, so neither the screen nor a screen reader reading the field shows the password; the terminal
 * keeps the real line and rebuilds it from each edit made to the masked text (`editBehindMask`).
 *
 * The mask keeps the line's length, so a caret position is the same in both.
 */
export const MASK_CHARACTER = '•';

const COMMAND_AND_REST = /^(\s*\S+\s+)([\s\S]*)$/;

export function maskArguments(line: string): string {
  const match = COMMAND_AND_REST.exec(line);
  if (match === null) return line;
  const [, command = '', rest = ''] = match;
  return command + MASK_CHARACTER.repeat(rest.length);
}

/**
 * The real line after the visitor edited its masked display: `shownBefore` became `shownAfter` with
 * the caret at `caretAfter`. The caret ends what was typed (empty for a deletion) and what follows it
 * is the line's old end, so even among identical bullets the edit is found where it was made.
 */
export function editBehindMask(real: string, shownBefore: string, shownAfter: string, caretAfter: number = shownAfter.length): string {
  const caret = Math.max(0, Math.min(caretAfter, shownAfter.length));
  const kept = Math.min(shownAfter.length - caret, shownBefore.length);
  let start = 0;
  const startLimit = Math.min(caret, shownBefore.length - kept);
  while (start < startLimit && shownBefore[start] === shownAfter[start]) start += 1;
  return real.slice(0, start) + shownAfter.slice(start, caret) + real.slice(real.length - kept);
}
