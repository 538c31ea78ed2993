import type { PageData } from '@portfolio/contracts/pageData';
import { openPage } from '../app/AppRoutes';
import { isMobileNow, widthRule } from '../device/useIsMobile';
import { untilVisitorReaches, waitsForVisitor } from './waitingPage';
import { seedPageData } from './seedPageData';

/**
 * The browser's way with a page the server sent with its data (`main.tsx`): hand the data to the
 * screens and have the page's code in, then `hydrate`, so the first render is the server's and
 * nothing is fetched twice. A phone's page other than `/` is hydrated at the visitor's first touch
 * or key instead (`waitingPage.ts`), the document saying `data-app-waiting` until then.
 */
export function takeOverPage(page: PageData, root: HTMLElement, hydrate: () => void): Promise<void> {
  const { pathname } = window.location;
  return (
    Promise.resolve()
      .then(() => {
        seedPageData(page, root);
        return openPage(pathname, page.device === 'phone');
      })
      // A chunk that cannot be fetched fails its screen as it renders (the error boundary says so).
      .catch(() => undefined)
      .then(() => {
        if (!waitsForVisitor(page, pathname, isMobileNow())) {
          hydrate();
          return;
        }
        const html = document.documentElement;
        html.setAttribute('data-app-waiting', '');
        untilVisitorReaches(document, widthRule(), () => {
          html.removeAttribute('data-app-waiting');
          hydrate();
        });
      })
  );
}
