/**
 * Keys typed before a terminal's machine runs, kept as one text: the characters typed, each Enter a
 * line break. `ls\nhelp\nwho` is `ls` entered, then `help` entered, then `who` being typed. The
 * site's inline script (index.html) keeps them so before the app runs (the command line's
 * `data-entered`), `DeferredTerminal` while the machine loads; the machine then runs the entered
 * lines in order and leaves the rest in the input (`input.typeAhead`).
 */

/** The keys as the machine takes them: the lines entered, in order, and the line still being typed. */
export interface TypedLines {
  readonly lines: readonly string[];
  readonly draft: string;
}

export function typedLines(keys: string): TypedLines {
  const lines = keys.split('\n');
  const draft = lines.pop() ?? '';
  return { lines, draft };
}

/** The line the input shows while the keys wait: the first one, entered or not. */
export function firstTypedLine(keys: string): string {
  return keys.split('\n', 1)[0] ?? '';
}

export function hasEnteredLine(keys: string): boolean {
  return keys.includes('\n');
}

/**
 * The keys after one more: Enter ends the line, Backspace takes back the last character of the line
 * being typed (never an Enter: that line is on its way), any other key is the character it types.
 */
export function typeKey(keys: string, key: string): string {
  if (key === 'Enter') return `${keys}\n`;
  if (key === 'Backspace') return keys.replace(/[^\n]$/u, '');
  return keys + key;
}
