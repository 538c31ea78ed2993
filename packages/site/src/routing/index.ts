/**
 * The site's routing: react-router (library mode) for routes and links, over a history of our own
 * that knows whether Back stays inside the visit. Screens import from here, never from
 * react-router directly, so the router can change behind this one door.
 */
export { Link } from 'react-router-dom';
export { Route, Switch, useParams, type RouteProps } from './routes';
export { matchPath, type RouteParams } from './matchPath';
export { BrowserRouter, MemoryRouter, SiteRouter, useCanGoBack, useNavigate, useSearchParams, useSiteLocation } from './SiteRouter';
export type { MemoryRouterProps } from './SiteRouter';
export { browserHistory, memoryHistory, type NavigateOptions, type SiteHistory, type SiteLocation } from './navigation';
