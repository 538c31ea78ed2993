import { useIsMobile } from '../device/useIsMobile';
import { HomeScreen } from '../screens/Home/HomeScreen';
import { HomeSplash } from '../screens/Home/HomeSplash';
import { useDocumentTitle } from './useDocumentTitle';

/** `/`: the boot splash once per session, then the terminal (or the menu on phones). */
export function HomeRoute() {
  const mobile = useIsMobile();
  useDocumentTitle({ kind: 'home' });
  return (
    <>
      <HomeSplash />
      <HomeScreen mobile={mobile} />
    </>
  );
}
