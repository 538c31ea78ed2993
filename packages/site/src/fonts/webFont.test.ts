import { afterEach, describe, expect, it, vi } from 'vitest';
import { addWebFont, LATIN_UNICODE_RANGE, WEB_FONT_FAMILY } from './webFont';

/** What the browser's FontFace keeps of its arguments. */
class FakeFontFace {
  readonly family: string;
  constructor(
    family: string,
    readonly source: string,
    readonly descriptors: FontFaceDescriptors,
  ) {
    this.family = `"${family}"`;
  }
}

function fakeFontSet() {
  const faces: FakeFontFace[] = [];
  const set = {
    add: (face: FakeFontFace) => faces.push(face),
    forEach: (callback: (face: FakeFontFace) => void) => faces.forEach((face) => callback(face)),
  };
  return { faces, set: set as unknown as FontFaceSet };
}

describe('addWebFont', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('adds JetBrains Mono regular and bold: Latin woff2 files, swapped in when they arrive', () => {
    vi.stubGlobal('FontFace', FakeFontFace);
    const { faces, set } = fakeFontSet();
    addWebFont(set);
    expect(faces.map((face) => [face.family, face.descriptors.weight])).toEqual([
      [`"${WEB_FONT_FAMILY}"`, '400'],
      [`"${WEB_FONT_FAMILY}"`, '700'],
    ]);
    for (const face of faces) {
      expect(face.source).toMatch(/^url\(.*jetbrains-mono-latin-[47]00-normal.*\.woff2\) format\('woff2'\)$/);
      expect(face.descriptors).toMatchObject({ display: 'swap', style: 'normal', unicodeRange: LATIN_UNICODE_RANGE });
    }
  });

  it('adds it once', () => {
    vi.stubGlobal('FontFace', FakeFontFace);
    const { faces, set } = fakeFontSet();
    addWebFont(set);
    addWebFont(set);
    expect(faces).toHaveLength(2);
  });

  it('does nothing without the Font Loading API (the fallback stays)', () => {
    vi.stubGlobal('FontFace', undefined);
    const { faces, set } = fakeFontSet();
    addWebFont(set);
    addWebFont(undefined);
    expect(faces).toEqual([]);
  });
});
