import { describe, expect, it } from 'vitest';
import { matchPath } from './matchPath';

describe('matchPath', () => {
  it("gives a route's params when the path matches, as a <Route> would", () => {
    expect(matchPath('/writing/:slug', '/writing/a-post')).toMatchObject({ slug: 'a-post' });
    expect(matchPath('/writing/:slug', '/writing/a-post/')).toMatchObject({ slug: 'a-post' });
    expect(matchPath('/writing/:slug', '/writing/caf%C3%A9')).toMatchObject({ slug: 'café' });
  });

  it('is null when it does not match; a path that does not decode is matched as it is', () => {
    expect(matchPath('/writing/:slug', '/writing')).toBeNull();
    expect(matchPath('/writing/:slug', '/writing/a/b')).toBeNull();
    expect(matchPath('/writing/:slug', '/projects/a')).toBeNull();
    expect(matchPath('/writing/:slug', '/writing/%E0%A4%A')).toMatchObject({ slug: '%E0%A4%A' });
  });
});
