import { parse } from 'regexparam';
import { matchRoute } from 'wouter';

/** Outside the render tree: `pattern`'s params (e.g. `/writing/:slug`) when `pathname` matches it, as `<Route>` would see them. */
export function matchPath(pattern: string, pathname: string): Record<string, string | undefined> | null {
  let decoded = pathname;
  try {
    // The path a route matches is decoded the same way (wouter's `decodeURI`).
    decoded = decodeURI(pathname);
  } catch {
    // Left as it is, as wouter does.
  }
  const [matches, params] = matchRoute(parse, pattern, decoded);
  return matches ? (params as Record<string, string | undefined>) : null;
}
