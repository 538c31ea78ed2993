/**
 * Resolves once every stylesheet the page links has loaded or failed. A page the server rendered
 * paints with only its critical CSS, the rules it can use as sent (the API's `pages/criticalCss.ts`);
 * the app links the whole stylesheet and waits for it before hydrating (`wholeStylesheet.ts`), so
 * whatever it draws as it comes alive (the terminal, the splash's live steps, a screen-reader-only
 * line) is styled from its first frame, never shown unstyled and then moved.
 */
export function stylesheetsLoaded(doc: Document = document): Promise<void> {
  const pending = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
    .filter((link) => link.sheet === null)
    .map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
        }),
    );
  return Promise.all(pending).then(() => undefined);
}
