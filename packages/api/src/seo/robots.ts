/**
 * robots.txt: everything may be crawled but the admin screens and the API. `/admin` alone would
 * already cover `/admin-clean` (rules match by prefix); it is listed anyway so the file says so.
 */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /admin-clean',
    'Disallow: /api/',
    '',
    `Sitemap: ${publicUrl.replace(/\/+$/, '')}/sitemap.xml`,
    '',
  ].join('\n');
}
