/** An all-capital word of two letters or more, maybe plural (`CI`, `HTML`, `APIs`): an acronym, kept as written. */
const ACRONYM = /^[\p{Lu}\d]{2,}s?$/u;

/**
 * A whole key of two letters (`ci`, `ui`, `os`, `db`) is read as an acronym whatever its case: a
 * skills group named by two letters is one (`CI`, not `Ci`).
 */
const TWO_LETTER_KEY = /^\p{L}{2}$/u;

/**
 * A skills key as words for a reader: `versionControl` → `Version control`, `SpokenLanguages` →
 * `Spoken languages`, `spoken_languages` and `spoken-languages` too; acronyms stay (`CI tools`,
 * `HTML parser` from `HTMLParser`; a two-letter key, `ci`, as `CI`). The first letter capitalised, as the spec has the quick
 * overview's keys; a key already in words keeps its words.
 */
export function skillWords(key: string): string {
  if (TWO_LETTER_KEY.test(key.trim())) return key.trim().toUpperCase();
  const words = key
    .replace(/[_\-\s]+/g, ' ')
    .replace(/(\p{Ll}|\d)(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu}+)(\p{Lu}(?!s(?:\P{L}|$))\p{Ll})/gu, '$1 $2')
    .trim()
    .split(' ')
    .filter((word) => word !== '')
    .map((word) => (ACRONYM.test(word) ? word : word.toLowerCase()));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
