import { SITE_ROUTES as ROUTE_TABLE } from '@portfolio/contracts/siteRoutes';
import { describe, expect, it } from 'vitest';
import { loadEveryScreen, SITE_ROUTES } from './AppRoutes';

describe('SITE_ROUTES', () => {
  it('is the route table, in its order, then the 404 page', () => {
    expect(SITE_ROUTES.map((route) => route.path)).toEqual([...ROUTE_TABLE.map((route) => route.pattern), undefined]);
  });

  it("loads every route's screen: each module is there and exports the route's component", async () => {
    await expect(loadEveryScreen()).resolves.toBeUndefined();
  });
});
