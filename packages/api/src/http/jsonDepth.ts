const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/** The index of the quote that closes the string opened at `start`, or the text's length if none does. */
function endOfString(text: string, start: number): number {
  let at = text.indexOf('"', start + 1);
  while (at !== -1) {
    let backslashes = 0;
    while (text.charCodeAt(at - 1 - backslashes) === BACKSLASH) backslashes += 1;
    if (backslashes % 2 === 0) return at;
    at = text.indexOf('"', at + 1);
  }
  return text.length;
}

/**
 * Whether JSON text nests arrays and objects deeper than `max`, found by counting brackets outside
 * strings, before anything is built. It stops at the first level too deep, so a body of a million
 * `[` costs `max` steps. Malformed text is left for JSON.parse to refuse.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (code === QUOTE) {
      at = endOfString(text, at);
    } else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      depth += 1;
      if (depth > max) return true;
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) {
      depth -= 1;
    }
  }
  return false;
}
