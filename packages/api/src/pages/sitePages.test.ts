import { describe, expect, it } from 'vitest';
import { matchSitePage } from './sitePages';

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
