import { describe, expect, expectTypeOf, it } from 'vitest';
import { SITE_ROUTES, screenComponent, type RouteParams } from './siteRoutes';

describe('SITE_ROUTES', () => {
  it('names each pattern and each page kind once', () => {
    expect(new Set(SITE_ROUTES.map((route) => route.pattern)).size).toBe(SITE_ROUTES.length);
    expect(new Set(SITE_ROUTES.map((route) => route.page)).size).toBe(SITE_ROUTES.length);
  });

  it('has exactly one screen in the entry chunk: the landing page', () => {
    expect(SITE_ROUTES.filter((route) => 'inEntry' in route).map((route) => route.pattern)).toEqual(['/']);
  });
});

describe('screenComponent', () => {
  it("is the screen module's file name unless the route names its component", () => {
    expect(screenComponent({ pattern: '/art', page: 'art', screen: 'Art/ArtRoute' })).toBe('ArtRoute');
    expect(screenComponent({ pattern: '/x', page: 'x', screen: 'Admin/AdminRoute', component: 'AdminCleanRoute' })).toBe('AdminCleanRoute');
  });
});

describe('RouteParams', () => {
  it('names the params of a pattern', () => {
    expectTypeOf<RouteParams<'/writing/:slug'>>().toEqualTypeOf<'slug'>();
    expectTypeOf<RouteParams<'/a/:one/b/:two'>>().toEqualTypeOf<'one' | 'two'>();
    expectTypeOf<RouteParams<'/about'>>().toEqualTypeOf<never>();
  });
});
