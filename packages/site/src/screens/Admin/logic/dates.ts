/** A day (`2026-02-20`) or a history time (`2026-02-20 07:06 UTC`) inside an admin text. */
const DATE = /\d{4}-\d{2}-\d{2}(?: \d{2}:\d{2} UTC)?/g;

/** A piece of an admin text: plain, or a date with its machine-readable form (`<time dateTime>`). */
export type TextPiece = { readonly text: string } | { readonly text: string; readonly dateTime: string };

/** `2026-02-20 07:06 UTC` → `2026-02-20T07:06Z`; a day stays as it is. */
const machineForm = (date: string): string => (date.length === 10 ? date : `${date.slice(0, 10)}T${date.slice(11, 16)}Z`);

/**
 * Splits a text around its dates, so each is shown as one unbreakable `<time>`: a narrow list
 * column would otherwise break `2026-02-20` after a hyphen.
 */
export function splitDates(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(DATE)) {
    if (match.index > last) pieces.push({ text: text.slice(last, match.index) });
    pieces.push({ text: match[0], dateTime: machineForm(match[0]) });
    last = match.index + match[0].length;
  }
  if (last < text.length || pieces.length === 0) pieces.push({ text: text.slice(last) });
  return pieces;
}
