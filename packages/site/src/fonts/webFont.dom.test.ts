import { afterEach, describe, expect, it, vi } from 'vitest';
import { addWebFont, fetchWebFontFiles, LATIN_UNICODE_RANGE, WEB_FONT_ATTRIBUTE, WEB_FONT_FAMILY } from './webFont';

/** What the browser's FontFace keeps of its arguments; `load` settles as `FakeFontFace.loads` says. */
class FakeFontFace {
  static loads: 'load' | 'fail' = 'load';
  readonly family: string;
  loaded = false;
  constructor(
    family: string,
    readonly source: string | ArrayBuffer,
    readonly descriptors: FontFaceDescriptors,
  ) {
    this.family = `"${family}"`;
  }
  load(): Promise<this> {
    if (FakeFontFace.loads === 'fail') return Promise.reject(new DOMException('A network error occurred.', 'NetworkError'));
    this.loaded = true;
    return Promise.resolve(this);
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
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeFontFace.loads = 'load';
  });

  it('adds JetBrains Mono regular and bold together, once both have loaded: Latin woff2 files', async () => {
    vi.stubGlobal('FontFace', FakeFontFace);
    const { faces, set } = fakeFontSet();
    const added = addWebFont(set);
    // Nothing is added before both faces are in: each change to the document's fonts lays the page out again.
    expect(faces).toEqual([]);
    await added;
    expect(faces.every((face) => face.loaded)).toBe(true);
    expect(faces.map((face) => [face.family, face.descriptors.weight])).toEqual([
      [`"${WEB_FONT_FAMILY}"`, '400'],
      [`"${WEB_FONT_FAMILY}"`, '700'],
    ]);
    for (const face of faces) {
      expect(face.source).toMatch(/^url\(.*jetbrains-mono-latin-[47]00-normal.*\.woff2\) format\('woff2'\)$/);
      expect(face.descriptors).toMatchObject({ display: 'swap', style: 'normal', unicodeRange: LATIN_UNICODE_RANGE });
    }
  });

  it('adds it once, also when called again while the faces load', async () => {
    vi.stubGlobal('FontFace', FakeFontFace);
    const { faces, set } = fakeFontSet();
    await Promise.all([addWebFont(set), addWebFont(set)]);
    await addWebFont(set);
    expect(faces).toHaveLength(2);
  });

  it('marks the root as the faces go in, in the same task, so that --font-mono names the font from then on (fonts.css)', async () => {
    vi.stubGlobal('FontFace', FakeFontFace);
    const { faces, set } = fakeFontSet();
    const root = document.createElement('html');
    const marked: number[] = [];
    new MutationObserver(() => marked.push(faces.length)).observe(root, { attributes: true });
    const added = addWebFont(set, null, root);
    expect(root.hasAttribute(WEB_FONT_ATTRIBUTE)).toBe(false);
    await added;
    expect(root.hasAttribute(WEB_FONT_ATTRIBUTE)).toBe(true);
    // Marked once, with both faces in already.
    expect(marked).toEqual([2]);
  });

  it('keeps the fallback when a face cannot load, the root unmarked', async () => {
    vi.stubGlobal('FontFace', FakeFontFace);
    FakeFontFace.loads = 'fail';
    const { faces, set } = fakeFontSet();
    const root = document.createElement('html');
    await expect(addWebFont(set, null, root)).resolves.toBeUndefined();
    expect(faces).toEqual([]);
    expect(root.hasAttribute(WEB_FONT_ATTRIBUTE)).toBe(false);
  });

  it('does nothing without the Font Loading API (the fallback stays)', async () => {
    vi.stubGlobal('FontFace', undefined);
    const { faces, set } = fakeFontSet();
    await addWebFont(set);
    await addWebFont(undefined);
    expect(faces).toEqual([]);
  });
});

describe('fetchWebFontFiles', () => {
  it('fetches both faces’ files at low priority, regular then bold, as bytes', async () => {
    const asked: [string, RequestInit | undefined][] = [];
    const fetchFile = (url: RequestInfo | URL, init?: RequestInit) => {
      asked.push([String(url), init]);
      return Promise.resolve(new Response(new Uint8Array([String(url).includes('-700-') ? 7 : 4])));
    };
    const files = await fetchWebFontFiles(fetchFile as typeof fetch);
    expect(asked.map(([url]) => url)).toEqual([expect.stringMatching(/jetbrains-mono-latin-400-normal.*\.woff2$/), expect.stringMatching(/jetbrains-mono-latin-700-normal.*\.woff2$/)]);
    expect(asked.every(([, init]) => init?.priority === 'low')).toBe(true);
    expect(files?.map((file) => new Uint8Array(file)[0])).toEqual([4, 7]);
  });

  it('gives null when either file cannot be fetched, so that the faces are fetched by URL', async () => {
    const notFound = () => Promise.resolve(new Response('', { status: 404 }));
    await expect(fetchWebFontFiles(notFound as typeof fetch)).resolves.toBeNull();
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(fetchWebFontFiles(offline as typeof fetch)).resolves.toBeNull();
  });
});

describe('addWebFont with the files fetched ahead', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('makes the faces of those bytes, fetching nothing', async () => {
    vi.stubGlobal('FontFace', FakeFontFace);
    const { faces, set } = fakeFontSet();
    const files = [new ArrayBuffer(4), new ArrayBuffer(7)];
    await addWebFont(set, files);
    expect(faces.map((face) => face.source)).toEqual(files);
    expect(faces.map((face) => face.descriptors.weight)).toEqual(['400', '700']);
  });
});
