import { configOf, useSiteConfig } from '../../data/siteConfig';
import { useIsMobile } from '../../device/useIsMobile';
import { useDocumentTitle } from '../../document/useDocumentTitle';
import { currentHost } from '../../domain/shellPrompt';
import { HomeScreen } from './HomeScreen';
import { HomeSplash } from './HomeSplash';

/** `/`: the boot splash once per session, then the terminal (or the menu on phones). */
export function HomeRoute() {
  const mobile = useIsMobile();
  const config = configOf(useSiteConfig());
  useDocumentTitle({ kind: 'home' });
  return (
    <>
      <HomeSplash />
      <HomeScreen mobile={mobile} config={config} host={currentHost()} />
    </>
  );
}
export { openHomeScreen } from './HomeScreen';
