/**
 * Shell line editing (readline's emacs keys) as pure functions over the line and its caret.
 *
 * | key    | function           | readline name         |
 * |--------|--------------------|-----------------------|
 * | Ctrl+A | `toLineStart`      | beginning-of-line     |
 * | Ctrl+E | `toLineEnd`        | end-of-line           |
 * | Ctrl+K | `killToEnd`        | kill-line             |
 * | Ctrl+W | `killWordBefore`   | unix-word-rubout      |
 * | Alt+B  | `wordLeft`         | backward-word         |
 * | Alt+F  | `wordRight`        | forward-word          |
 *
 * As in readline, Ctrl+W's word runs to the previous whitespace (`cat ~/a/b` loses `~/a/b`), while
 * Alt+B and Alt+F stop at anything that is not a letter or a digit (`~/a/b` is three words).
 * Ctrl+U keeps the terminal's own meaning (the whole line is cleared), so it is not here.
 * Nothing is put on a kill ring: the browser's clipboard is the visitor's, not ours.
 */
export interface EditableLine {
  readonly value: string;
  /** Where the caret is, 0 … value.length. */
  readonly caret: number;
}

export type LineEdit = (line: EditableLine) => EditableLine;

const WORD_CHARACTER = /[\p{L}\p{N}]/u;
const WHITESPACE = /\s/;

const isWordCharacter = (character: string | undefined) => character !== undefined && WORD_CHARACTER.test(character);
const isWhitespace = (character: string | undefined) => character !== undefined && WHITESPACE.test(character);

function clampCaret({ value, caret }: EditableLine): number {
  return Math.max(0, Math.min(caret, value.length));
}

/** Back from `from` while `test` holds for the character before the position. */
function backWhile(value: string, from: number, test: (character: string | undefined) => boolean): number {
  let position = from;
  while (position > 0 && test(value[position - 1])) position -= 1;
  return position;
}

/** Forward from `from` while `test` holds for the character at the position. */
function forwardWhile(value: string, from: number, test: (character: string | undefined) => boolean): number {
  let position = from;
  while (position < value.length && test(value[position])) position += 1;
  return position;
}

export const toLineStart: LineEdit = ({ value }) => ({ value, caret: 0 });

export const toLineEnd: LineEdit = ({ value }) => ({ value, caret: value.length });

export const killToEnd: LineEdit = (line) => {
  const caret = clampCaret(line);
  return { value: line.value.slice(0, caret), caret };
};

export const killWordBefore: LineEdit = (line) => {
  const caret = clampCaret(line);
  const afterSpaces = backWhile(line.value, caret, isWhitespace);
  const start = backWhile(line.value, afterSpaces, (character) => !isWhitespace(character));
  return { value: line.value.slice(0, start) + line.value.slice(caret), caret: start };
};

export const wordLeft: LineEdit = (line) => {
  const beforeGap = backWhile(line.value, clampCaret(line), (character) => !isWordCharacter(character));
  return { value: line.value, caret: backWhile(line.value, beforeGap, isWordCharacter) };
};

export const wordRight: LineEdit = (line) => {
  const afterGap = forwardWhile(line.value, clampCaret(line), (character) => !isWordCharacter(character));
  return { value: line.value, caret: forwardWhile(line.value, afterGap, isWordCharacter) };
};

const LINE_BREAK = /\r\n|\r|\n/;

/**
 * A paste that holds line breaks, as a shell without bracketed paste takes it: the text replaces the
 * selection (`start` … `end`) and every line of the result is a command, in order; the line's text
 * before the selection joins the first pasted line and the text after it the last. `null` when the
 * pasted text is a single line (an ordinary paste, left to the field). Blank lines are kept here;
 * the terminal skips them.
 */
export function pastedLines(value: string, start: number, end: number, text: string): readonly string[] | null {
  if (!LINE_BREAK.test(text)) return null;
  return (value.slice(0, start) + text + value.slice(end)).split(LINE_BREAK);
}
