import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';

export interface RouteProps {
  /** e.g. `/writing/:slug`; without one the route matches every path (the 404 page, last). */
  readonly path?: string;
  readonly children?: ReactNode;
}

/** One route of a `<Switch>`: shows its children when its path matches. Renders nothing alone. */
export function Route(_props: RouteProps): null {
  return null;
}

/**
 * Shows the first `<Route>` among its children whose path matches the location (react-router's
 * ranking would also pick the most specific one; the table is written so that both agree).
 * Paths match as on the server (`packages/api/src/pages/sitePages.ts`): any case, a trailing slash
 * tolerated, `:param` one segment.
 */
export function Switch({ children }: { children: ReactNode }): ReactElement | null {
  const routes: RouteObject[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<RouteProps>(child) || child.type !== Route) return;
    routes.push({ path: child.props.path ?? '*', element: child.props.children });
  });
  return useRoutes(routes);
}
