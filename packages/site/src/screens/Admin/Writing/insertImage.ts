/** Putting an uploaded image into a post's Markdown: `![alt](url)` where the cursor is. */

/** The alt text an image gets when none was typed: its file's name without the extension (`bench.jpg` → `bench`). */
export function altFromFileName(name: string): string {
  const dot = name.lastIndexOf('.');
  return (dot > 0 ? name.slice(0, dot) : name).trim();
}

/**
 * `![alt](url)`: the alt text on one line with its brackets and backslashes escaped, so it cannot end
 * the image early; a URL with spaces, parentheses or angle brackets in `<…>`.
 */
export function markdownImage(alt: string, url: string): string {
  const text = alt.replace(/\s+/g, ' ').trim().replace(/[\\[\]]/g, '\\$&');
  const target = /[\s()<>]/.test(url) ? `<${url.replace(/[<>]/g, (char) => encodeURIComponent(char))}>` : url;
  return `![${text}](${target})`;
}

export interface Insertion {
  readonly text: string;
  /** Where the cursor goes: just after what was inserted. */
  readonly cursor: number;
}

/**
 * `snippet` put into `text` at `position` (the textarea's `selectionEnd`: a selected passage stays,
 * the snippet follows it); a position past the end puts it at the end.
 */
export function insertAtCursor(text: string, position: number, snippet: string): Insertion {
  const at = Math.min(Math.max(0, position), text.length);
  return { text: text.slice(0, at) + snippet + text.slice(at), cursor: at + snippet.length };
}
