import { matchPath as matchRoutePath } from 'react-router-dom';

/** Outside the render tree: `pattern`'s params (e.g. `/writing/:slug`) when `pathname` matches it, as `<Route>` would see them. */
export function matchPath(pattern: string, pathname: string): Record<string, string | undefined> | null {
  let decoded = pathname;
  try {
    // The router matches the decoded path too.
    decoded = decodeURI(pathname);
  } catch {
    // A path that does not decode is matched as it is, as the router does.
  }
  return matchRoutePath(pattern, decoded)?.params ?? null;
}
