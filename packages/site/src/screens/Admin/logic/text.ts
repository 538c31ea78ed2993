/** Admin list previews, in characters. */
export const ART_PREVIEW_LENGTH = 100;
export const POST_PREVIEW_LENGTH = 150;

/**
 * A one-line preview: runs of white space (Markdown line breaks) read as one space, then at most
 * `max` characters, with `...` when the text was longer.
 */
export function preview(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}...` : flat;
}

/** `a, b,, c ` → `['a', 'b', 'c']`: split on commas, trimmed, empty items dropped (a project's tech and image URLs). */
export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** One item per line: trimmed, blank lines dropped (the about tab's lists). */
export function splitLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

export function joinLines(items: readonly string[]): string {
  return items.join('\n');
}

