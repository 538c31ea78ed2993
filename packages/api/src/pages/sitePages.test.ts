import { describe, expect, it } from 'vitest';
import { matchSitePage, sitePagePattern, VISITOR_PATHS } from './sitePages';

describe('matchSitePage', () => {
  it('tells every route of the site apart', () => {
    expect(matchSitePage('/')).toEqual({ kind: 'home' });
    expect(matchSitePage('/about')).toEqual({ kind: 'about' });
    expect(matchSitePage('/about/quickview')).toEqual({ kind: 'quickview' });
    expect(matchSitePage('/projects')).toEqual({ kind: 'projects' });
    expect(matchSitePage('/projects/pocket-scope')).toEqual({ kind: 'project', id: 'pocket-scope' });
    expect(matchSitePage('/art')).toEqual({ kind: 'art' });
    expect(matchSitePage('/writing')).toEqual({ kind: 'writing' });
    expect(matchSitePage('/writing/hello%20world')).toEqual({ kind: 'post', slug: 'hello world' });
    expect(matchSitePage('/admin')).toEqual({ kind: 'admin' });
    expect(matchSitePage('/admin-clean')).toEqual({ kind: 'admin-clean' });
    expect(matchSitePage('/projects/')).toEqual({ kind: 'projects' });
  });

  it('finds no page for other paths, nor for one that does not decode', () => {
    for (const path of ['/nope', '/writing/a/b', '/about/x', '/writing/%E0%A4%A', '/api/config']) expect(matchSitePage(path)).toBeNull();
  });
});

describe('sitePagePattern', () => {
  it("names the route a path opens, as the request log and metrics show it; none for other paths", () => {
    expect(sitePagePattern('/')).toBe('/');
    expect(sitePagePattern('/writing/a-post/')).toBe('/writing/:slug');
    expect(sitePagePattern('/projects/pocket-scope')).toBe('/projects/:id');
    expect(sitePagePattern('/admin-clean')).toBe('/admin-clean');
    for (const path of ['/nope', '/writing/a/b', '/writing/%E0%A4%A', '/api/config']) expect(sitePagePattern(path)).toBeUndefined();
  });
});

describe('VISITOR_PATHS', () => {
  it("lists the visitor routes without params, in the sitemap's order, the owner's pages aside", () => {
    expect(VISITOR_PATHS).toEqual(['/', '/about', '/about/quickview', '/projects', '/art', '/writing']);
  });
});
