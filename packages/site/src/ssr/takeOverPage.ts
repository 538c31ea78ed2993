import type { PageData } from '@portfolio/contracts/pageData';
import { openPage } from '../app/AppRoutes';
import { isMobileNow, widthRule } from '../device/useIsMobile';
import { linkWhenSettled } from '../document/settledLinks';
import { linkWholeStylesheet, wholeStylesheetAtTouch } from '../document/wholeStylesheet';
import { pageWebFont } from '../fonts/pageWebFont';
import { untilVisitorReaches, waitsForVisitor } from './waitingPage';
import { seedPageData } from './seedPageData';
import { loadSplash, splashDue } from '../screens/Home/splashStart';

/**
 * For main.tsx's static 404 page, which the app renders anew: what the page holds for the app, the
 * whole stylesheet (linked now) and the manifest (once settled). From this chunk, which every page
 * the server wrote fetches anyway, rather than from a chunk of its own.
 */
export function linkHeld(): Promise<void> {
  linkWhenSettled();
  return linkWholeStylesheet();
}

/** For main.tsx's pages the app renders itself: the web font, whose code is in this chunk (`fonts/pageWebFont.ts`). */
export { pageWebFont };

/**
 * The browser's way with a page the server sent with its data (`main.tsx`): hand the data to the
 * screens and have the page's code and the whole stylesheet in (`document/wholeStylesheet.ts`), then
 * `hydrate`, so the first render is the server's, styled, and nothing is fetched twice. A phone's
 * page is hydrated at the visitor's first touch or key instead (`waitingPage.ts`), the document
 * saying `data-app-waiting` until then; the whole stylesheet is applied in that same task, just
 * before (on a first visit's `/`, whose splash plays meanwhile, as it loads), and the web font once
 * that touch has been answered (`fonts/pageWebFont.ts`). The manifest's link, either way, once the
 * page has loaded and the main thread is idle (`document/settledLinks.ts`).
 */
export function takeOverPage(page: PageData, root: HTMLElement, hydrate: () => void): Promise<void> {
  const { pathname } = window.location;
  linkWhenSettled();
  const waits = waitsForVisitor(page, pathname, isMobileNow());
  // A phone's `/` on a session's first visit plays the splash as it loads, in a root of its own
  // (screens/Home/SplashOverlay.tsx), and the splash's lines need the whole stylesheet at once.
  const splash = waits && pathname === '/' && splashDue();
  const applyStylesheet = waits && !splash ? wholeStylesheetAtTouch() : null;
  const addWebFont = pageWebFont(waits);
  const styled = applyStylesheet === null ? linkWholeStylesheet() : Promise.resolve();
  const opened = Promise.resolve()
    .then(() => {
      seedPageData(page, root);
      return openPage(pathname, page.device === 'phone');
    })
    // A chunk that cannot be fetched fails its screen as it renders (the error boundary says so).
    .catch(() => undefined);
  return Promise.all([styled, opened]).then(() => {
    if (!waits) {
      hydrate();
      return;
    }
    const html = document.documentElement;
    html.setAttribute('data-app-waiting', '');
    if (splash) void loadSplash().then((overlay) => overlay?.startSplash());
    untilVisitorReaches(document, widthRule(), () => {
      html.removeAttribute('data-app-waiting');
      applyStylesheet?.();
      hydrate();
      addWebFont();
    });
  });
}
