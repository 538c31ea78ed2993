import { afterFirstContentfulPaint } from '@portfolio/terminal-ui/components/FirstPaint';
import { whenSettled } from '../document/whenSettled';
import type { WebFontFiles } from './webFont';

const webFont = () => import('./webFont');

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
    afterFirstContentfulPaint(() => void webFont().then(({ addWebFont }) => addWebFont(), () => undefined));
    return () => undefined;
  }
  let files: Promise<WebFontFiles | null> = Promise.resolve(null);
  afterFirstContentfulPaint(() => {
    files = webFont().then(({ fetchWebFontFiles }) => fetchWebFontFiles(), () => null);
  });
  return () =>
    whenSettled(() => {
      void Promise.all([webFont(), files]).then(([{ addWebFont }, fetched]) => addWebFont(undefined, fetched), () => undefined);
    });
}
