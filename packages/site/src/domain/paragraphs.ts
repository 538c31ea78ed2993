/** A text's paragraphs: blank lines separate them; empty ones are dropped. */
export function paragraphs(value: string): string[] {
  return value
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

/** A paragraph hard-wrapped for the terminal, reflowed as one line for the page. */
export function unwrap(paragraph: string): string {
  return paragraph.replace(/\s*\n\s*/g, ' ');
}
