import { WHOLE_STYLESHEET_ATTRIBUTE } from '@portfolio/contracts/pageData';
import { takeHeldLinks } from './heldLinks';
import { stylesheetsLoaded } from './stylesheetsLoaded';

/**
 * The site's whole stylesheet on a page the server rendered. The page paints with its critical CSS
 * and holds the whole stylesheet's link in a template of its own (the API's `pages/afterPaint.ts`),
 * which nothing fetches: the app links it when it needs it, and always before React draws anything
 * the page did not show as sent (a screen, the lightbox, the terminal's output): before hydrating,
 * or, on a phone's page that waits for the visitor (`ssr/waitingPage.ts`), fetched meanwhile and
 * applied at the touch or key that hands the page over. A visitor who only reads such a page never
 * parses and applies every screen's rules (issue 31), and the file is fetched once either way.
 */

/** The held links of `doc` (one: the site has one stylesheet), each taken out of its template once. */
const takeHeld = (doc: Document): HTMLLinkElement[] => takeHeldLinks(doc, WHOLE_STYLESHEET_ATTRIBUTE);

/** Puts a held link into the head, where the browser fetches and applies it. */
function linkIn(link: HTMLLinkElement): void {
  link.setAttribute(WHOLE_STYLESHEET_ATTRIBUTE, '');
  link.ownerDocument.head.appendChild(link);
}

/** Links the page's held stylesheet; resolves once every stylesheet the page links has loaded or failed. */
export function linkWholeStylesheet(doc: Document = document): Promise<void> {
  takeHeld(doc).forEach(linkIn);
  return stylesheetsLoaded(doc);
}

/** Reads a stylesheet's text. */
export type StylesheetText = (href: string) => Promise<string>;

const fetchText: StylesheetText = (href) => fetch(href).then((response) => (response.ok ? response.text() : Promise.reject(new Error(`${href}: ${response.status}`))));

/**
 * For a page that waits for the visitor: fetches the held stylesheet's text now, and returns the
 * function that applies it, synchronously, as a `<style>` in the head: called in the
 * task of the touch or key that hands the page to React, before React draws what that touch opens,
 * so nothing new is ever drawn unstyled. A stylesheet whose text is not in yet (a touch in the first
 * moments, a failed read) is linked instead, as `linkWholeStylesheet` does. Applies once.
 */
export function wholeStylesheetAtTouch(doc: Document = document, read: StylesheetText = fetchText): () => void {
  const held = takeHeld(doc).map((link) => {
    const entry: { readonly link: HTMLLinkElement; text?: string } = { link };
    read(link.href).then(
      (text) => {
        entry.text = text;
      },
      () => undefined,
    );
    return entry;
  });
  let applied = false;
  return () => {
    if (applied) return;
    applied = true;
    for (const { link, text } of held) {
      if (text === undefined) {
        linkIn(link);
        continue;
      }
      const style = doc.createElement('style');
      style.setAttribute(WHOLE_STYLESHEET_ATTRIBUTE, '');
      style.textContent = text;
      doc.head.appendChild(style);
    }
  };
}
