import { describe, expect, it } from 'vitest';
import { matchesIn, SNIPPET_LENGTH, snippetOf } from './snippet';

const DESCRIPTION =
  'A two-channel, 1 MS/s oscilloscope that fits in a mint tin. An STM32G4 samples through a small analog front end with switchable gain, and a 2.4" display shows the trace.';

/** The highlighted parts of a snippet. */
const highlighted = (snippet: { text: string; matches: { start: number; end: number }[] }) => snippet.matches.map(({ start, end }) => snippet.text.slice(start, end));

describe('snippetOf', () => {
  it('shows a short text whole, with every match', () => {
    expect(snippetOf('Pocket Oscilloscope', ['oscillo'])).toEqual({ text: 'Pocket Oscilloscope', matches: [{ start: 7, end: 14 }] });
  });

  it('cuts a long text between words around the first match, with an ellipsis where it was cut', () => {
    const snippet = snippetOf(DESCRIPTION, ['oscilloscope']);
    expect(snippet?.text).toBe('A two-channel, 1 MS/s oscilloscope that fits in a mint tin. An STM32G4…');
    expect(highlighted(snippet!)).toEqual(['oscilloscope']);
    const later = snippetOf(DESCRIPTION, ['switchable']);
    expect(later?.text.startsWith('…')).toBe(true);
    expect(later?.text.endsWith('…')).toBe(true);
    expect(later?.text).toContain('switchable gain');
    expect(later!.text.length).toBeLessThanOrEqual(SNIPPET_LENGTH + 2 + 12);
    expect(later!.text.length).toBeGreaterThanOrEqual(60);
    // Cut between words: neither end is half a word.
    expect(later?.text).toMatch(/^… ?\S+/);
    expect(DESCRIPTION).toContain(later!.text.slice(1, -1));
  });

  it('shows more before the match when the match is near the end', () => {
    const snippet = snippetOf(DESCRIPTION, ['trace']);
    expect(snippet?.text.startsWith('…')).toBe(true);
    expect(snippet?.text.endsWith('trace.')).toBe(true);
    expect(snippet!.text.length).toBeGreaterThanOrEqual(60);
  });

  it('finds words without case or accents and highlights them as written', () => {
    const snippet = snippetOf('Notes from a café in Zürich, Été 2026', ['cafe', 'ete']);
    expect(highlighted(snippet!)).toEqual(['café', 'Été']);
  });

  it('highlights every word in the snippet, overlapping matches as one', () => {
    const snippet = snippetOf('the oscilloscope and the scope', ['scope', 'oscillo']);
    expect(highlighted(snippet!)).toEqual(['oscilloscope', 'scope']);
  });

  it('is undefined when no word occurs', () => {
    expect(snippetOf('nothing here', ['absent'])).toBeUndefined();
  });

  it('never cuts a character in two', () => {
    const text = `${'🎸'.repeat(40)} match ${'🎸'.repeat(40)}`;
    const snippet = snippetOf(text, ['match'])!;
    expect(snippet.text).not.toMatch(/^…[\uDC00-\uDFFF]/);
    expect(snippet.text).not.toMatch(/[\uD800-\uDBFF]…$/);
    expect(highlighted(snippet)).toEqual(['match']);
  });
});

describe('matchesIn', () => {
  it('lists every occurrence in order', () => {
    expect(matchesIn('a b a', ['a'])).toEqual([
      { start: 0, end: 1 },
      { start: 4, end: 5 },
    ]);
  });
});
