/**
 * How long a post takes to read, shown under its title. A small pure function rather than a
 * library: the rule is one division, and a library (reading-time and the like) would bring its own
 * word rules into the page's bundle for nothing more.
 *
 * Words per minute: 238, the average silent reading rate of adults for non-fiction English found by
 * Brysbaert's meta-analysis of 190 studies ("How many words do we read per minute?", Journal of
 * Memory and Language 109, 2019). Rounded up, at least 1 minute.
 */
export const READING_WORDS_PER_MINUTE = 238;

/**
 * The words of a post's Markdown source: runs of non-space characters holding at least one letter
 * or digit, so Markdown's own marks (`#`, `-`, `>`, `|`, fences) are not counted. Counted on the
 * source, not on a parse of it: a page the server wrote is never parsed in the browser
 * (`serverMarkdown.ts`), and the difference (a link's URL counts as one word) is below a minute.
 */
export function countWords(markdown: string): number {
  let words = 0;
  for (const token of markdown.split(/\s+/)) if (/[\p{L}\p{N}]/u.test(token)) words += 1;
  return words;
}

/** Whole minutes to read `words`, rounded up; never less than 1. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE));
}

/** The line under a post's title: `4 min read`. */
export function readingTimeLabel(markdown: string): string {
  return `${readingMinutes(countWords(markdown))} min read`;
}
