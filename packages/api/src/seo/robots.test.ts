import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots';

describe('robotsTxt', () => {
  it('keeps crawlers out of the admin and the API and points at the sitemap', () => {
    expect(robotsTxt('https://example.com')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /admin-clean\nDisallow: /api/\n\nSitemap: https://example.com/sitemap.xml\n',
    );
  });

  it('does not double a trailing slash', () => {
    expect(robotsTxt('https://example.com/')).toContain('Sitemap: https://example.com/sitemap.xml\n');
  });
});
