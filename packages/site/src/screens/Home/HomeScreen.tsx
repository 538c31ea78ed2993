import { lazy, Suspense } from 'react';
import { MobileHome } from './MobileHome';

// The terminal (with XState and the command engine) is a chunk of its own: phones never run it,
// and it is about half of what the landing page would otherwise download before its first paint.
const DesktopHome = lazy(() => import('./DesktopHome').then((module) => ({ default: module.DesktopHome })));

export interface HomeScreenProps {
  /** Phones get the menu, other devices the terminal (the route decides with `useIsMobile`). */
  mobile: boolean;
}

export function HomeScreen({ mobile }: HomeScreenProps) {
  return mobile ? (
    <MobileHome />
  ) : (
    <Suspense fallback={<div aria-busy="true" />}>
      <DesktopHome />
    </Suspense>
  );
}
