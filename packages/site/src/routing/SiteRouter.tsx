import { createContext, useCallback, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Router, type BaseLocationHook } from 'wouter';
import { browserHistory, memoryHistory, type NavigateOptions, type SiteHistory, type SiteLocation } from './siteHistory';

const HistoryContext = createContext<SiteHistory | null>(null);

/** wouter's location hooks over a `SiteHistory`: its path, search and navigation. */
function wouterHooks(history: SiteHistory): { hook: BaseLocationHook; searchHook: () => string } {
  // wouter's Link passes all its props as the options; only `replace` means something here.
  const navigate = (to: string, options?: NavigateOptions) => history.push(to, { replace: options?.replace === true });
  const pathname = () => history.current().pathname;
  const search = () => history.current().search;
  // The same snapshot on the server: tests render Markdown to static HTML inside a router.
  const usePathname: BaseLocationHook = () => [useSyncExternalStore(history.subscribe, pathname, pathname), navigate];
  const useSearch = () => useSyncExternalStore(history.subscribe, search, search);
  return { hook: usePathname, searchHook: useSearch };
}

/** Routes, links and the hooks below follow `history`. */
export function SiteRouter({ history, children }: { history: SiteHistory; children: ReactNode }) {
  const { hook, searchHook } = useMemo(() => wouterHooks(history), [history]);
  return (
    <HistoryContext.Provider value={history}>
      <Router hook={hook} searchHook={searchHook}>
        {children}
      </Router>
    </HistoryContext.Provider>
  );
}

let theBrowserHistory: SiteHistory | undefined;

/** The site in the browser: one history for the page's life. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  theBrowserHistory ??= browserHistory();
  return <SiteRouter history={theBrowserHistory}>{children}</SiteRouter>;
}

export interface MemoryRouterProps {
  /** The visit so far, e.g. `['/writing', '/writing/a-post']`; `['/']` by default. */
  readonly initialEntries?: readonly string[];
  /** Which entry is open; the last by default. */
  readonly initialIndex?: number;
  readonly children: ReactNode;
}

/** Tests and stories: a visit held in memory. */
export function MemoryRouter({ initialEntries, initialIndex, children }: MemoryRouterProps) {
  const [history] = useState(() => memoryHistory(initialEntries, initialIndex));
  return <SiteRouter history={history}>{children}</SiteRouter>;
}

function useHistory(): SiteHistory {
  const history = useContext(HistoryContext);
  if (!history) throw new Error('A site route or link is rendered outside a router (BrowserRouter or MemoryRouter)');
  return history;
}

/** The current location; a new object only when it changes. */
export function useSiteLocation(): SiteLocation {
  const history = useHistory();
  return useSyncExternalStore(history.subscribe, history.current, history.current);
}

/** Goes to a path, or with `-1` one step back in history. */
export function useNavigate(): (to: string | -1, options?: NavigateOptions) => void {
  const history = useHistory();
  return useCallback((to, options) => (to === -1 ? history.back() : history.push(to, options)), [history]);
}

/** Whether Back stays inside the site: false on the page a visit opened on. */
export function useCanGoBack(): boolean {
  return useSiteLocation().index > 0;
}

/** The query string's parameters. */
export function useSearchParams(): URLSearchParams {
  const { search } = useSiteLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}
