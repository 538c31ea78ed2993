import { DEFAULT_OWNER_ROLE, FALLBACK_OWNER_NAME, ownerNameOf, ownerRoleOf } from '@portfolio/contracts/identity';
import { documentTitle, type PageTitle, type TitleOwner } from '@portfolio/contracts/pageTitles';
import type { SiteConfig } from '@portfolio/contracts/config';
import { useLayoutEffect } from 'react';
import type { Loaded } from '../data/loaded';
import type { Loader } from '../data/loader';
import { siteConfigLoader } from '../data/siteConfig';
import { useSiteLocation } from '../routing';

const metaContent = (selector: string) => document.querySelector(`meta[${selector}]`)?.getAttribute('content') ?? null;

/**
 * The owner the title names: from the config once it has loaded; before that (or if it failed) the
 * name the server wrote into the page (`og:site_name`), with the built-in role.
 */
function titleOwner(state: Loaded<SiteConfig> | undefined): TitleOwner {
  if (state?.status === 'ready') return { name: ownerNameOf(state.data), role: ownerRoleOf(state.data) };
  return { name: metaContent('property="og:site_name"') || FALLBACK_OWNER_NAME, role: DEFAULT_OWNER_ROLE };
}

/** True while the page is still the one the server named: its title is already right. */
function isServersPage(pathname: string): boolean {
  const url = metaContent('property="og:url"');
  if (url === null) return false;
  try {
    return new URL(url).pathname === pathname;
  } catch {
    return false;
  }
}

/**
 * Names the page as the server does (`@portfolio/contracts/pageTitles`: "Projects — Riley Chen", the
 * owner's name and role on the home and about pages) while the route is shown, and again when the
 * config brings the owner's name. A layout effect, so the title changes with the commit that shows
 * the screen, never a moment after it. `page` is a label, or the home or about page.
 */
export function useDocumentTitle(page: string | PageTitle, store: Loader<SiteConfig> = siteConfigLoader): void {
  const { pathname } = useSiteLocation();
  const kind = typeof page === 'string' ? 'page' : page.kind;
  const label = typeof page === 'string' ? page : page.kind === 'page' ? page.label : '';
  useLayoutEffect(() => {
    const title: PageTitle = kind === 'page' ? { kind, label } : { kind };
    const apply = () => {
      const state = store.peek();
      if (state?.status !== 'ready' && isServersPage(pathname)) return;
      document.title = documentTitle(title, titleOwner(state));
    };
    apply();
    return store.subscribe(apply);
  }, [kind, label, pathname, store]);
}
