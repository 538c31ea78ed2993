import { AFTER_PAINT_TEMPLATE_ID } from '@portfolio/contracts/pageData';

/**
 * The links a page the server rendered holds for the app in a template of their own inside the
 * after-paint one, marked by `attribute` (the API's `pages/afterPaint.ts`): the whole stylesheet's
 * (`wholeStylesheet.ts`), the manifest's (`settledLinks.ts`). Each template is taken out as its links
 * are, so they are taken once; a page that holds none gives none.
 */
export function takeHeldLinks(doc: Document, attribute: string): HTMLLinkElement[] {
  const afterPaint = doc.getElementById(AFTER_PAINT_TEMPLATE_ID);
  if (!(afterPaint instanceof HTMLTemplateElement)) return [];
  return [...afterPaint.content.querySelectorAll<HTMLTemplateElement>(`template[${attribute}]`)].flatMap((template) => {
    const links = [...template.content.querySelectorAll('link')].map((link) => doc.importNode(link));
    template.remove();
    return links;
  });
}
