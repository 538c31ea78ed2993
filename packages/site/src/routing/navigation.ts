/** Where the visitor is, as the router sees it. */
export interface SiteLocation {
  readonly pathname: string;
  /** With its leading `?`, or empty. */
  readonly search: string;
  /** This entry's place in the visit: 0 is the page the visit opened on (a deep link, a new tab). */
  readonly index: number;
}

export interface NavigateOptions {
  readonly replace?: boolean;
}

/**
 * The session history the site's router follows: the browser's for the site, an in-memory one for
 * tests and stories. `current()` returns the same object until the location changes, as
 * `useSyncExternalStore` needs.
 */
export interface SiteHistory {
  current(): SiteLocation;
  subscribe(listener: () => void): () => void;
  push(to: string, options?: NavigateOptions): void;
  back(): void;
}

function splitPath(to: string): { pathname: string; search: string } {
  const withoutHash = to.split('#')[0] ?? '';
  const at = withoutHash.indexOf('?');
  const pathname = at === -1 ? withoutHash : withoutHash.slice(0, at);
  const search = at === -1 ? '' : withoutHash.slice(at);
  return { pathname: pathname === '' ? '/' : pathname, search: search === '?' ? '' : search };
}

/** A link to the page already open replaces its entry rather than adding a second one (as react-router did). */
function isCurrent(location: SiteLocation, to: string): boolean {
  const target = splitPath(to);
  return target.pathname === location.pathname && target.search === location.search;
}

function listeners() {
  const all = new Set<() => void>();
  return {
    add(listener: () => void) {
      all.add(listener);
      return () => void all.delete(listener);
    },
    notify: () => all.forEach((listener) => listener()),
  };
}

/** The key in `history.state` that holds an entry's index (see `SiteLocation.index`). */
const INDEX_KEY = 'siteIndex';

function stateIndex(state: unknown): number {
  const value = typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[INDEX_KEY] : undefined;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;
}

/**
 * The browser's history. Each entry the site pushes carries its index in `history.state`, so the
 * site can tell whether Back stays inside the visit (index > 0) after reloads and Back/Forward too.
 */
export function browserHistory(win: Window = window): SiteHistory {
  const read = (): SiteLocation => ({
    pathname: win.location.pathname,
    search: win.location.search,
    index: stateIndex(win.history.state),
  });
  let location = read();
  const subscribers = listeners();
  const update = () => {
    const next = read();
    if (next.pathname === location.pathname && next.search === location.search && next.index === location.index) return;
    location = next;
    subscribers.notify();
  };
  win.addEventListener('popstate', update);
  return {
    current: () => location,
    subscribe: subscribers.add,
    push(to, options = {}) {
      const replace = options.replace === true || isCurrent(location, to);
      const index = replace ? location.index : location.index + 1;
      if (replace) win.history.replaceState({ [INDEX_KEY]: index }, '', to);
      else win.history.pushState({ [INDEX_KEY]: index }, '', to);
      update();
    },
    back: () => win.history.back(),
  };
}

/** A history in memory, opened at `entries[index]` (the last entry by default). */
export function memoryHistory(entries: readonly string[] = ['/'], index: number = entries.length - 1): SiteHistory {
  const stack = (entries.length > 0 ? entries : ['/']).map(splitPath);
  let at = Math.min(Math.max(index, 0), stack.length - 1);
  const locationAt = (entry: number): SiteLocation => ({ ...(stack[entry] as { pathname: string; search: string }), index: entry });
  let location = locationAt(at);
  const subscribers = listeners();
  const moveTo = (next: number) => {
    at = next;
    location = locationAt(at);
    subscribers.notify();
  };
  return {
    current: () => location,
    subscribe: subscribers.add,
    push(to, options = {}) {
      const next = options.replace === true || isCurrent(location, to) ? at : at + 1;
      stack.splice(next, stack.length - next, splitPath(to));
      moveTo(next);
    },
    back() {
      if (at > 0) moveTo(at - 1);
    },
  };
}
