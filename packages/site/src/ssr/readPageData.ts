import { PAGE_DATA_ELEMENT_ID, type PageData } from '@portfolio/contracts/pageData';

/**
 * The data the server wrote the page with (`<script type="application/json" id="page-data">`),
 * or null for a page it did not render (the dev server, the admin, a build without the renderer).
 * It was made by this site's server, so it is read as it is, not checked again.
 */
export function readPageData(doc: Document = document): PageData | null {
  const text = doc.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageData;
  } catch {
    return null;
  }
}
