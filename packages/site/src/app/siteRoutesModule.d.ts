/** The route table as the router needs it, written by the build from `@portfolio/contracts/siteRoutes` (build/siteRoutesModule.ts). */
declare module 'virtual:site-routes' {
  import type { SitePattern } from '@portfolio/contracts/siteRoutes';
  import type { ComponentType } from 'react';

  export interface ClientRoute {
    readonly pattern: SitePattern;
    /** The component its screen module exports. */
    readonly component: string;
    /** Loads the screen's module, a chunk of its own; null for the screen in the entry (the landing page). */
    readonly load: (() => Promise<Partial<Record<string, ComponentType>>>) | null;
  }

  /** Every route of the table, in its order. */
  export const ROUTES: readonly ClientRoute[];
  /** The patterns of the routes whose screens show the owner's config. */
  export const CONFIG_ROUTES: readonly string[];
}
