import { escapeXml } from './xml';

export interface SitemapEntry {
  /** An absolute URL. */
  readonly loc: string;
  /** `YYYY-MM-DD` or a full ISO 8601 time. */
  readonly lastmod?: string;
}

function urlElement({ loc, lastmod }: SitemapEntry): string {
  const lastmodLine = lastmod === undefined ? '' : `\n    <lastmod>${escapeXml(lastmod)}</lastmod>`;
  return `  <url>\n    <loc>${escapeXml(loc)}</loc>${lastmodLine}\n  </url>\n`;
}

/** A sitemaps.org `urlset` listing `entries` in the order given. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    entries.map(urlElement).join('') +
    '</urlset>\n'
  );
}
