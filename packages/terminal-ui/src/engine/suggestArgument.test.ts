import { describe, expect, it } from 'vitest';
import { suggestArgument } from './suggestArgument';

/** The site's file key: any case, a trailing slash and `.txt` left out. */
const fileKey = (name: string): string => name.toLowerCase().replace(/\/+$/, '').replace(/\.txt$/, '');

describe('suggestArgument', () => {
  it('finds a file whose written name is close even when its key is not (readme.tx → readme.txt)', () => {
    expect(suggestArgument('readme.tx', ['readme.txt'], { key: fileKey })).toEqual(['readme.txt']);
    expect(suggestArgument('README.TX', ['readme.txt'], { key: fileKey })).toEqual(['readme.txt']);
  });

  it('finds a name close by its key (reedme → readme.txt, projets/ → projects)', () => {
    expect(suggestArgument('reedme', ['readme.txt'], { key: fileKey })).toEqual(['readme.txt']);
    expect(suggestArgument('projets/', ['projects', 'art', 'writing', 'about'], { key: fileKey })).toEqual(['projects']);
  });

  it('finds a name the typed word starts, from three characters (pocket → pocket-oscilloscope)', () => {
    const ids = ['pocket-oscilloscope', 'rover-firmware', 'portfolio-terminal'];
    expect(suggestArgument('pocket', ids)).toEqual(['pocket-oscilloscope']);
    expect(suggestArgument('Rover', ids)).toEqual(['rover-firmware']);
    expect(suggestArgument('po', ids)).toEqual([]);
  });

  it('ranks one edit, then a name started, then two edits; ties in the candidates order', () => {
    expect(suggestArgument('musi', ['bus', 'musical-notes', 'musik'])).toEqual(['musik', 'musical-notes', 'bus']);
    expect(suggestArgument('writ', ['projects', 'art', 'writing', 'about'])).toEqual(['writing', 'art']);
    expect(suggestArgument('ligth', ['dark', 'light'])).toEqual(['light']);
  });

  it('suggests at most three, each once', () => {
    expect(suggestArgument('note', ['notes-1', 'notes-2', 'notes-3', 'notes-4', 'notes-1'])).toEqual(['notes-1', 'notes-2', 'notes-3']);
    expect(suggestArgument('note', ['notes-1', 'notes-2'], { limit: 1 })).toEqual(['notes-1']);
  });

  it('suggests nothing when nothing is close, or nothing was typed', () => {
    expect(suggestArgument('blue', ['dark', 'light'])).toEqual([]);
    expect(suggestArgument('x', ['xylophone'])).toEqual([]);
    expect(suggestArgument('', ['readme.txt'], { key: fileKey })).toEqual([]);
    expect(suggestArgument('.txt', ['readme.txt'], { key: fileKey })).toEqual([]);
  });
});
