import boldUrl from '@fontsource/jetbrains-mono/files/jetbrains-mono-latin-700-normal.woff2?url';
import regularUrl from '@fontsource/jetbrains-mono/files/jetbrains-mono-latin-400-normal.woff2?url';

/** The terminal's font, first in `--font-mono` (terminal-ui's themes.css). */
export const WEB_FONT_FAMILY = 'JetBrains Mono';

/** Marks `<html>` once the web font's faces are in: until then `--font-mono` leaves its name out (fonts.css). */
export const WEB_FONT_ATTRIBUTE = 'data-web-font';

/** The characters of the Latin subset, as @fontsource declares them (`latin-400.css`). */
export const LATIN_UNICODE_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

export const WEB_FONT_FACES = [
  { weight: '400', url: regularUrl },
  { weight: '700', url: boldUrl },
] as const;

/** Whether `fonts` has the web font already (browsers may quote the family name). */
function hasWebFont(fonts: FontFaceSet): boolean {
  let found = false;
  fonts.forEach((face) => {
    if (face.family.replace(/["']/g, '') === WEB_FONT_FAMILY) found = true;
  });
  return found;
}

/** Both faces' files, in `WEB_FONT_FACES`' order, fetched ahead of `addWebFont` (`fetchWebFontFiles`). */
export type WebFontFiles = readonly ArrayBuffer[];

/**
 * Fetches both faces' files at low priority, for a page that puts the font in later (a phone's page
 * that waits for the visitor: fonts/pageWebFont.ts). The bytes arrive off the main thread and are
 * fetched once: `addWebFont` makes the faces of them. Null when either cannot be fetched (the faces
 * are then fetched by URL).
 */
export function fetchWebFontFiles(fetchFile: typeof fetch = fetch): Promise<WebFontFiles | null> {
  return Promise.all(
    WEB_FONT_FACES.map(({ url }) =>
      fetchFile(url, { priority: 'low' }).then((response) => {
        if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
        return response.arrayBuffer();
      }),
    ),
  ).catch(() => null);
}

/** The font sets a call is loading the faces for, so that a second call adds nothing. */
const loading = new WeakMap<FontFaceSet, Promise<void>>();

/**
 * Adds the terminal's web font, JetBrains Mono (self-hosted, Latin subset, woff2), to the document,
 * once the page has painted (main.tsx; on a page the server wrote, fonts/pageWebFont.ts), so that
 * its files never compete with what paints it (Lighthouse's estimate of a phone's largest paint
 * counts every request begun before that paint, as the manifest link once showed:
 * packages/api/src/pages/afterPaint.ts). Its text is set until then in the fallback that fonts.css
 * sizes to its metrics, so nothing moves when it swaps in.
 *
 * Both faces are loaded first and added together once both are in: every change to the document's
 * fonts lays the whole page out again, and a face added before it has loaded makes two such changes
 * (added, then loaded), so two faces added as they came would make up to four; this way there is one
 * (docs/performance.md, "where a phone's main thread goes"). A face that cannot load leaves the
 * fallback, as does a browser without the Font Loading API. With `files` (`fetchWebFontFiles`) the
 * faces are made of those bytes rather than fetched. Once they are in, `root` is marked
 * (`WEB_FONT_ATTRIBUTE`), which puts the font's name at the head of `--font-mono` (fonts.css).
 */
export function addWebFont(
  fonts: FontFaceSet | undefined = typeof document === 'undefined' ? undefined : document.fonts,
  files: WebFontFiles | null = null,
  root: Element | undefined = typeof document === 'undefined' ? undefined : document.documentElement,
): Promise<void> {
  if (fonts === undefined || typeof FontFace === 'undefined' || hasWebFont(fonts)) return Promise.resolve();
  const pending = loading.get(fonts);
  if (pending !== undefined) return pending;
  const faces = WEB_FONT_FACES.map(
    ({ weight, url }, index) =>
      new FontFace(WEB_FONT_FAMILY, files?.[index] ?? `url(${url}) format('woff2')`, { weight, style: 'normal', display: 'swap', unicodeRange: LATIN_UNICODE_RANGE }),
  );
  const added = Promise.all(faces.map((face) => face.load())).then(
    () => {
      faces.forEach((face) => fonts.add(face));
      // In the same task as the faces: the name enters `--font-mono` with them, one change of the page's fonts.
      root?.setAttribute(WEB_FONT_ATTRIBUTE, '');
    },
    () => undefined,
  );
  loading.set(fonts, added);
  return added;
}
