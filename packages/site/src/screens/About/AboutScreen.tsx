import type { SiteConfig } from '@portfolio/contracts/config';
import { AboutFileList } from './AboutFileList';
import { AboutTerminal } from './AboutTerminal';

export interface AboutScreenProps {
  /** The site config with built-in defaults filled in (links stay empty when unset). */
  config: SiteConfig;
  /** Phones get the file list, other devices the terminal (the route decides with `useIsMobile`). */
  mobile: boolean;
  /** The host the prompt shows (the route reads the page's). */
  host: string;
}

/** `~/about`: the four files as a list on phones, as a terminal elsewhere. */
export function AboutScreen({ config, mobile, host }: AboutScreenProps) {
  return mobile ? <AboutFileList config={config} /> : <AboutTerminal config={config} host={host} />;
}
