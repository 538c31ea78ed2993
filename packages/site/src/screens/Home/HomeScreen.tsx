import { DesktopHome } from './DesktopHome';
import { MobileHome } from './MobileHome';

export interface HomeScreenProps {
  /** Phones get the menu, other devices the terminal (the route decides with `useIsMobile`). */
  mobile: boolean;
}

export function HomeScreen({ mobile }: HomeScreenProps) {
  return mobile ? <MobileHome /> : <DesktopHome />;
}
