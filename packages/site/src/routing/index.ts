/**
 * The site's routing: wouter (2 KB) for routes and links, over a history of our own that knows
 * whether Back stays inside the visit. Screens import from here, never from wouter directly.
 */
export { Link, Route, Switch, useParams } from 'wouter';
export { matchPath } from './matchPath';
export { BrowserRouter, MemoryRouter, SiteRouter, useCanGoBack, useNavigate, useSearchParams, useSiteLocation } from './SiteRouter';
export type { MemoryRouterProps } from './SiteRouter';
export { browserHistory, memoryHistory, type NavigateOptions, type SiteHistory, type SiteLocation } from './siteHistory';
