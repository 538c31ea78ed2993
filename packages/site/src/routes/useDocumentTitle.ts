import { useLayoutEffect } from 'react';

const SITE_NAME = 'portfolio';

/**
 * Names the page `{title} — portfolio` (or just `portfolio`) while the route is shown. A layout
 * effect, so the title changes with the commit that shows the screen, never a moment after it.
 */
export function useDocumentTitle(title: string | undefined): void {
  useLayoutEffect(() => {
    document.title = title ? `${title} — ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
