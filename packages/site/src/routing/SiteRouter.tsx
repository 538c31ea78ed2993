import { createContext, useCallback, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPath, Router, type Navigator, type To } from 'react-router-dom';
import { browserHistory, memoryHistory, type NavigateOptions, type SiteHistory, type SiteLocation } from './navigation';

const HistoryContext = createContext<SiteHistory | null>(null);

const pathOf = (to: To): string => (typeof to === 'string' ? to : createPath(to));

/** react-router's navigator over a `SiteHistory`: links and `<Navigate>` go through the site's history. */
function siteNavigator(history: SiteHistory): Navigator {
  return {
    createHref: pathOf,
    push: (to) => history.push(pathOf(to)),
    replace: (to) => history.push(pathOf(to), { replace: true }),
    go: (delta) => {
      if (delta === -1) history.back();
    },
  };
}

/** Routes, links and the hooks below follow `history` (react-router's `<Router>` over it). */
export function SiteRouter({ history, children }: { history: SiteHistory; children: ReactNode }) {
  const navigator = useMemo(() => siteNavigator(history), [history]);
  const location = useSyncExternalStore(history.subscribe, history.current, history.current);
  return (
    <HistoryContext.Provider value={history}>
      <Router location={{ pathname: location.pathname, search: location.search }} navigator={navigator}>
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

/** Tests, stories and the server's render: a visit held in memory. */
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
