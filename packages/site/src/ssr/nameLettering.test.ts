import { describe, expect, it } from 'vitest';
import { drawName, letteredName } from './nameLettering';

const widthOf = (lines: readonly string[]) => Math.max(...lines.map((line) => [...line].length));

describe('drawName', () => {
  it('draws a two-word name on one row, and a word per row', () => {
    const lettering = drawName('Riley Chen');
    expect(lettering?.name).toBe('Riley Chen');
    const [oneRow, wordPerRow] = lettering?.drawings ?? [];
    expect(lettering?.drawings).toHaveLength(2);
    expect(oneRow?.[1]).toBe(' |  _ \\(_) | ___ _   _   / ___| |__   ___ _ __');
    expect(widthOf(oneRow ?? [])).toBe(48);
    expect(widthOf(wordPerRow ?? [])).toBe(25);
    // Figlet's trailing spaces and its blank bottom row are gone.
    for (const drawing of lettering?.drawings ?? []) {
      expect(drawing.every((line) => line === line.trimEnd())).toBe(true);
      expect(drawing.at(-1)?.trim()).not.toBe('');
    }
  });

  it('one word: one drawing', () => {
    expect(drawName('student')?.drawings).toHaveLength(1);
  });

  it('letters Latin-1 and Latin Extended-A; spacing between words does not matter', () => {
    expect(drawName('Zoë  Łukasz')?.drawings[0]).toEqual(drawName('Zoë Łukasz')?.drawings[0]);
    expect(drawName('Zoë  Łukasz')?.name).toBe('Zoë  Łukasz');
  });

  it('nothing for a name the font cannot draw whole (figlet would drop the letters it lacks)', () => {
    expect(drawName('李 Wei')).toBeUndefined();
    expect(drawName('Riley 😀')).toBeUndefined();
    expect(drawName('   ')).toBeUndefined();
  });

  it('packs many words into rows and leaves out what is too wide or too tall to show', () => {
    const three = drawName('Riley Alexandra Chen');
    // 97 columns on one row; the narrower drawing has a word per row.
    expect(three?.drawings.map(widthOf)).toEqual([97, 49]);
    expect(drawName('Anna Maria Lopez de la Vega y Fernandez Rodriguez')).toBeUndefined();
  });
});

describe('letteredName', () => {
  it('draws a name once and remembers it', () => {
    const first = letteredName('Riley Chen');
    expect(letteredName('Riley Chen')).toBe(first);
    expect(letteredName('Sam Chen')?.name).toBe('Sam Chen');
  });
});
