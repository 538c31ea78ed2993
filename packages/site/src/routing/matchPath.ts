import { matchPath as matchRoutePath } from 'react-router-dom';

/** A route's params by name, e.g. `{ slug }` for `/writing/:slug`. */
export type RouteParams = Readonly<Record<string, string | undefined>>;

/** Answers by pattern and path: a page matches the same path against the table more than once as it starts. */
const answers = new Map<string, RouteParams | null>();
const MAX_ANSWERS = 256;

/** `pattern`'s params (e.g. `/writing/:slug`) when `pathname` matches it, as `<Switch>` shows routes. */
export function matchPath(pattern: string, pathname: string): RouteParams | null {
  const key = `${pattern} ${pathname}`;
  const known = answers.get(key);
  if (known !== undefined) return known;
  let decoded = pathname;
  try {
    // The router matches the decoded path too.
    decoded = decodeURI(pathname);
  } catch {
    // A path that does not decode is matched as it is, as the router does.
  }
  const params = matchRoutePath(pattern, decoded)?.params ?? null;
  if (answers.size >= MAX_ANSWERS) answers.clear();
  answers.set(key, params);
  return params;
}
