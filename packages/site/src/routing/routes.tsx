import { Children, createContext, isValidElement, useContext, type ReactElement, type ReactNode } from 'react';
import { matchPath, type RouteParams } from './matchPath';
import { useSiteLocation } from './SiteRouter';

export interface RouteProps {
  /** e.g. `/writing/:slug`; without one the route matches every path (the 404 page, last). */
  readonly path?: string;
  readonly children?: ReactNode;
}

/** One route of a `<Switch>`: shows its children when its path matches. Renders nothing alone. */
export function Route(_props: RouteProps): null {
  return null;
}

const NO_PARAMS: RouteParams = {};
const ParamsContext = createContext<RouteParams>(NO_PARAMS);

/**
 * Shows the first `<Route>` among its children whose path matches the location, as the server
 * picks a page (`packages/api/src/pages/sitePages.ts`): any case, a trailing slash tolerated,
 * `:param` one segment. It matches in order with `matchPath`, not with react-router's `useRoutes`,
 * which flattens, ranks and compiles every route of the table each time it renders (4–6 ms of a
 * phone's hydration here, issue 31); the table is written so that both would pick the same route.
 */
export function Switch({ children }: { children: ReactNode }): ReactElement | null {
  const { pathname } = useSiteLocation();
  let shown: { readonly element: ReactNode; readonly params: RouteParams } | null = null;
  Children.forEach(children, (child) => {
    if (shown !== null || !isValidElement<RouteProps>(child) || child.type !== Route) return;
    const params = child.props.path === undefined ? NO_PARAMS : matchPath(child.props.path, pathname);
    if (params !== null) shown = { element: child.props.children, params };
  });
  if (shown === null) return null;
  const { element, params } = shown;
  return <ParamsContext.Provider value={params}>{element}</ParamsContext.Provider>;
}

/** The params of the route `<Switch>` shows, e.g. `{ slug }` for `/writing/:slug`. */
export function useParams(): RouteParams {
  return useContext(ParamsContext);
}
