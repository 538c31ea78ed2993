import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AppShell } from './AppShell';
import { HomeRoute } from './routes/HomeRoute';
import { NotFoundRoute } from './routes/NotFoundRoute';

/** A screen in a chunk of its own, fetched when its route first opens. */
function lazyScreen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

const ProjectsRoute = lazyScreen(() => import('./screens/Projects/ProjectsRoute'), 'ProjectsRoute');
const ProjectDetailRoute = lazyScreen(() => import('./screens/ProjectDetail/ProjectDetailRoute'), 'ProjectDetailRoute');
const AboutRoute = lazyScreen(() => import('./screens/About/AboutRoute'), 'AboutRoute');
const QuickviewRoute = lazyScreen(() => import('./screens/Quickview/QuickviewRoute'), 'QuickviewRoute');
const ArtRoute = lazyScreen(() => import('./screens/Art/ArtRoute'), 'ArtRoute');
const WritingRoute = lazyScreen(() => import('./screens/Writing/WritingRoute'), 'WritingRoute');
const WritingPostRoute = lazyScreen(() => import('./screens/WritingPost/WritingPostRoute'), 'WritingPostRoute');
// Both admin variants share one chunk, fetched only when an admin route opens.
const AdminRoute = lazyScreen(() => import('./screens/Admin/AdminRoute'), 'AdminRoute');
const AdminCleanRoute = lazyScreen(() => import('./screens/Admin/AdminRoute'), 'AdminCleanRoute');

/**
 * Every route of spec §2. Home is in the entry chunk (it is the landing page); every other screen,
 * and above all the admin, is its own lazily loaded chunk, so visitors download only what they open.
 * Declarative routes (not the data router) keep react-router's share of the first script small.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route path="/" element={<HomeRoute />} />
        <Route path="/projects" element={<ProjectsRoute />} />
        <Route path="/projects/:id" element={<ProjectDetailRoute />} />
        <Route path="/about" element={<AboutRoute />} />
        <Route path="/about/quickview" element={<QuickviewRoute />} />
        <Route path="/art" element={<ArtRoute />} />
        <Route path="/writing" element={<WritingRoute />} />
        <Route path="/writing/:slug" element={<WritingPostRoute />} />
        <Route path="/admin" element={<AdminRoute />} />
        <Route path="/admin-clean" element={<AdminCleanRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}
