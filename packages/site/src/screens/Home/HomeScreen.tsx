import type { SiteConfig } from '@portfolio/contracts/config';
import { Suspense } from 'react';
import { preloadable } from '../shared/preloadable';
import { MobileHome } from './MobileHome';

// The terminal (with XState and the command engine) is a chunk of its own: phones never run it,
// and it is about half of what the landing page would otherwise download before its first paint.
const DesktopHome = preloadable({ load: () => import('./DesktopHome').then((module) => module.DesktopHome) });

/** Has the layout the device gets in, before a render that must not wait (hydrating the server's page). */
export function openHomeScreen(mobile: boolean): Promise<void> {
  return mobile ? Promise.resolve() : DesktopHome.open();
}

export interface HomeScreenProps {
  /** Phones get the menu, other devices the terminal (the route decides with `useIsMobile`). */
  mobile: boolean;
  /** The site config with built-in defaults filled in. */
  config: SiteConfig;
  /** The host the prompts show (the route reads the page's). */
  host: string;
}

export function HomeScreen({ mobile, config, host }: HomeScreenProps) {
  return mobile ? (
    <MobileHome config={config} host={host} />
  ) : (
    <Suspense fallback={<div aria-busy="true" />}>
      <DesktopHome config={config} host={host} />
    </Suspense>
  );
}
