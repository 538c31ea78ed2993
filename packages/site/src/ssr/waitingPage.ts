import type { PageData } from '@portfolio/contracts/pageData';
import { matchPath } from '../routing/matchPath';

/**
 * A phone's page is taken over by the app at the visitor's first touch or key, not as it loads
 * (issue 31). Two kinds of page, as the server wrote them for a phone:
 * - *Reading pages*: the quick overview, a project, a post and an art review, complete for reading
 *   (text, pictures and links, no command line).
 * - *Terminal screens*: `/projects`, `/art`, `/writing` and `/about` (on a phone a file list). Their
 *   listings and links are all there; their command line fetches its machine only when the visitor
 *   reaches for it anyway (terminal-ui's `DeferredTerminal`, `loadWhen="reached"`), and a key typed
 *   with nothing focused is still typed into it: the page's inline script moves the focus there
 *   before React runs (`index.html`), as on any page still loading.
 * Hydrating either re-renders the whole page only to find the same markup, the largest task of the
 * phone's load, for a visitor who may only read and scroll. So the page's code is fetched and made
 * ready as before, and React takes the page over at the first `pointerdown`, `click`, `keydown` or
 * `focusin`: the tap or key that follows (a link, a gallery picture, the command line) reaches
 * React, which hydrates what it needs at once and replays the event, as it does for any event during
 * hydration (`main.tsx`). Scrolling needs nothing. The document says `data-app-waiting` meanwhile,
 * and `data-app-ready` once taken over.
 *
 * `/` on a phone (the menu) waits too; a session's first visit plays the splash meanwhile, in a React
 * root of its own (`screens/Home/SplashOverlay.tsx`), so the home under it is not hydrated for it. Not
 * on a desktop (a keyboard's first keys go to the terminal's command line, which must be live), nor
 * where the phone rule in the browser disagrees with the server's (the layout is corrected as the page hydrates, so
 * that happens at once), nor on a project or post the server did not find: the owner's draft is
 * asked for after the first render (`useDraftPreview`).
 */

/** The phone's terminal screens, which wait (see above). */
export const WAITING_TERMINAL_SCREENS: readonly string[] = ['/projects', '/art', '/writing', '/about'];

/**
 * The events that hand a waiting page to the app: a touch or a mouse button, a click (a screen
 * reader's activation on a phone sends a click with no touch before it), a key, a focus moved into it.
 */
export const REACHING_EVENTS = ['pointerdown', 'click', 'keydown', 'focusin'] as const;

/** Whether the page the server wrote for `pathname` waits for the visitor before the app takes it over. */
export function waitsForVisitor(page: PageData, pathname: string, phoneNow: boolean): boolean {
  if (page.device !== 'phone' || !phoneNow) return false;
  if (pathname === '/' || pathname === '/about/quickview' || WAITING_TERMINAL_SCREENS.includes(pathname)) return true;
  const project = matchPath('/projects/:id', pathname)?.id;
  if (project !== undefined) return page.projects?.some((item) => item.id === project) ?? false;
  if (matchPath('/writing/:slug', pathname)) return page.post !== undefined && page.post.post !== null;
  return matchPath('/art/:category/:id', pathname) !== null;
}

/**
 * Calls `reached` once, in the capture phase of the first reaching event on `target` (before the
 * page's own listeners see it), or when `widthRule` (the phone rule's width query) changes its
 * answer: the app decides the layout again for the new width. Returns a function that stops waiting
 * without calling it.
 */
export function untilVisitorReaches(target: EventTarget, widthRule: MediaQueryList | undefined, reached: () => void): () => void {
  const stop = () => {
    for (const type of REACHING_EVENTS) target.removeEventListener(type, onReach, true);
    widthRule?.removeEventListener('change', onReach);
  };
  function onReach(): void {
    stop();
    reached();
  }
  for (const type of REACHING_EVENTS) target.addEventListener(type, onReach, { capture: true, passive: true });
  widthRule?.addEventListener('change', onReach);
  return stop;
}
