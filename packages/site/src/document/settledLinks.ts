import { SETTLED_LINKS_ATTRIBUTE } from '@portfolio/contracts/pageData';
import { takeHeldLinks } from './heldLinks';
import { whenSettled } from './whenSettled';

/**
 * The links a page the server rendered holds until it has settled: the web app manifest's, in a
 * template of its own inside the after-paint one (the API's `pages/afterPaint.ts`). The manifest is
 * for installing the site, and meeting its link sets the browser to work (the manifest fetched and
 * parsed, its icon fetched and decoded, the install button updated) on the cores the page's own
 * loading shares (issue 31). So it is linked once the page has loaded and the main thread is idle.
 */

/** Puts the held links into the head, each taken out of its template once. */
export function linkSettledLinks(doc: Document = document): void {
  for (const link of takeHeldLinks(doc, SETTLED_LINKS_ATTRIBUTE)) doc.head.appendChild(link);
}

/** Links the held links once the page has loaded (its `load` event) and the main thread is idle. */
export function linkWhenSettled(doc: Document = document, settled: (callback: () => void) => void = whenSettled): void {
  const link = () => settled(() => linkSettledLinks(doc));
  if (doc.readyState === 'complete') link();
  else doc.defaultView?.addEventListener('load', link, { once: true });
}
