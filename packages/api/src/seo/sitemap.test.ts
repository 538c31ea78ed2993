import { describe, expect, it } from 'vitest';
import { sitemapXml } from './sitemap';

describe('sitemapXml', () => {
  it('lists each URL, with its date when it has one', () => {
    expect(sitemapXml([{ loc: 'https://example.com/' }, { loc: 'https://example.com/writing/a', lastmod: '2026-03-01' }])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '  <url>\n    <loc>https://example.com/</loc>\n  </url>\n' +
        '  <url>\n    <loc>https://example.com/writing/a</loc>\n    <lastmod>2026-03-01</lastmod>\n  </url>\n' +
        '</urlset>\n',
    );
  });

  it('is an empty urlset without entries', () => {
    expect(sitemapXml([])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n</urlset>\n',
    );
  });

  it('escapes every value', () => {
    const xml = sitemapXml([{ loc: `https://example.com/?a=1&b=</script>]]>"q"'a'<img src=x onerror=alert(1)>\u0001`, lastmod: '<x>' }]);
    expect(xml).toContain(
      '<loc>https://example.com/?a=1&amp;b=&lt;/script&gt;]]&gt;&quot;q&quot;&apos;a&apos;&lt;img src=x onerror=alert(1)&gt;</loc>',
    );
    expect(xml).toContain('<lastmod>&lt;x&gt;</lastmod>');
  });
});
