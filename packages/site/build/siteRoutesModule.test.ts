// @vitest-environment node
import { SITE_ROUTES } from '@portfolio/contracts/siteRoutes';
import { CONFIG_ROUTES, ROUTES } from 'virtual:site-routes';
import { describe, expect, it } from 'vitest';
import { siteRoutesSource } from './siteRoutesModule.ts';

describe('siteRoutesSource', () => {
  it("writes each route's pattern, component and screen import, and the routes that show the config", () => {
    const source = siteRoutesSource(
      [
        { pattern: '/', page: 'home', screen: 'Home/HomeRoute', inEntry: true, config: true },
        { pattern: '/post/:slug', page: 'post', screen: 'Post/PostRoute', data: ['/api/post/:slug'] },
        { pattern: '/admin-clean', page: 'admin-clean', screen: 'Admin/AdminRoute', component: 'AdminCleanRoute', admin: true },
      ],
      '/site/src/screens',
    );
    expect(source).toBe(
      [
        'export const ROUTES = [',
        '  { pattern: "/", component: "HomeRoute", load: null },',
        '  { pattern: "/post/:slug", component: "PostRoute", load: () => import("/site/src/screens/Post/PostRoute.tsx") },',
        '  { pattern: "/admin-clean", component: "AdminCleanRoute", load: () => import("/site/src/screens/Admin/AdminRoute.tsx") },',
        '];',
        'export const CONFIG_ROUTES = ["/"];',
        '',
      ].join('\n'),
    );
  });
});

describe('virtual:site-routes', () => {
  it('is the route table, in its order', () => {
    expect(ROUTES.map(({ pattern, component }) => ({ pattern, component }))).toEqual(
      SITE_ROUTES.map((route) => ({ pattern: route.pattern, component: 'component' in route ? route.component : route.screen.split('/')[1] })),
    );
    expect(ROUTES.filter((route) => route.load === null).map((route) => route.pattern)).toEqual(SITE_ROUTES.filter((route) => 'inEntry' in route).map((route) => route.pattern));
    expect(CONFIG_ROUTES).toEqual(SITE_ROUTES.filter((route) => 'config' in route).map((route) => route.pattern));
  });
});
