import { afterFirstContentfulPaint } from '@portfolio/terminal-ui/components/FirstPaint';
import { whenSettled } from '../document/whenSettled';
// Statically: the font's code travels in the take-over's chunk (`ssr/takeOverPage.ts`), which
// every page the server wrote fetches after its paint, instead of being one more file, and one
// more request started, on every page (issue 31).
import { addWebFont, fetchWebFontFiles, type WebFontFiles } from './webFont';

/** A step of the font's, after the current task; whatever fails in it leaves the fallback (`otherwise`). */
const quietly = <T>(step: () => Promise<T>, otherwise: T): Promise<T> => Promise.resolve().then(step).catch(() => otherwise);

/**
 * When a page the server wrote gets the terminal's web font (fonts/webFont.ts), `waits` telling
 * whether it waits for the visitor's first touch or key (ssr/waitingPage.ts). A page that does not
 * wait gets it once it has painted, as every page did before. A waiting page is one a phone's visitor
 * may only read, and putting the font in lays the whole page out and paints it again (issue 31:
 * docs/performance.md, "A phone's page waits for the visitor"). So its files are fetched after the
 * paint, off the main thread, and the faces are put in only when the app takes the page over, once
 * that touch has been answered and the main thread is idle (`document/whenSettled.ts`): the
 * take-over's hydration, the tap's click and the frames that show their result come first (a font
 * put in between lays the page out again inside one of them: `bench/firstTap.ts`).
 * Until then the page keeps the fallback that fonts.css sizes to JetBrains Mono's metrics, so
 * nothing moves when it comes. Returns what the take-over calls; a page that does not wait returns
 * a function that does nothing.
 */
export function pageWebFont(waits: boolean): () => void {
  if (!waits) {
    afterFirstContentfulPaint(() => void quietly(() => addWebFont(), undefined));
    return () => undefined;
  }
  let files: Promise<WebFontFiles | null> = Promise.resolve(null);
  afterFirstContentfulPaint(() => {
    files = quietly(() => fetchWebFontFiles(), null);
  });
  return () =>
    whenSettled(() => {
      void files.then((fetched) => quietly(() => addWebFont(undefined, fetched), undefined));
    });
}
