import type { Logger } from './log';

/** What the person starting the server must not miss (the generated owner password), a line each. */
export type Notice = readonly string[];

/** Says a notice: in the JSON log as a line of its own, on a terminal in a box. */
export type Announce = (notice: Notice) => void;

export interface BoxOptions {
  /** ANSI colours (the terminal takes them). */
  readonly colors: boolean;
  /** The most columns the box may take; a longer line wraps between words. */
  readonly width: number;
}

/** The notice as one log message: its lines indented, between blank lines. */
export const noticeText = (notice: Notice): string => ['', ...notice.map((line) => `  ${line}`), ''].join('\n');

/**
 * A notice said as a `warn` line of `log`: a generated password is shown this once, so it must not
 * fall under LOG_LEVEL=warn, which hides the info lines.
 */
export const announceIn =
  (log: Logger): Announce =>
  (notice) =>
    log.warn(noticeText(notice));

const BORDER = '\u001b[1;33m';
const TEXT = '\u001b[1m';
const RESET = '\u001b[0m';
/** Columns the box adds around its text: a border and two spaces on each side. */
const FRAME = 6;

/** `line` broken between words into lines of at most `width` columns; a longer word (a password) is never split. */
export function wrap(line: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of line.split(' ')) {
    if (current !== '' && current.length + 1 + word.length > width) {
      lines.push(current);
      current = word;
    } else {
      current = current === '' ? word : `${current} ${word}`;
    }
  }
  lines.push(current);
  return lines;
}

/** The notice in a rounded box, its border bold yellow and its text bold when `colors`; no final newline. */
export function noticeBox(notice: Notice, { colors, width }: BoxOptions): string {
  const lines = notice.flatMap((line) => wrap(line, Math.max(width - FRAME, 1)));
  const inner = Math.max(...lines.map((line) => line.length));
  const border = (text: string) => (colors ? `${BORDER}${text}${RESET}` : text);
  const text = (line: string) => (colors ? `${TEXT}${line}${RESET}` : line);
  const rule = '─'.repeat(inner + FRAME - 2);
  return [
    border(`╭${rule}╮`),
    ...lines.map((line) => `${border('│')}  ${text(line)}${' '.repeat(inner - line.length)}  ${border('│')}`),
    border(`╰${rule}╯`),
  ].join('\n');
}
