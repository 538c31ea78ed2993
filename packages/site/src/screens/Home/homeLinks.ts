import type { SiteConfig } from '@portfolio/contracts/config';
import { spotifyUrlOf } from '@portfolio/contracts/identity';

/** One of the home's outside links; `href` is empty when the owner has not configured it. */
export interface HomeLink {
  readonly id: 'github' | 'linkedin' | 'email' | 'spotify';
  readonly href: string;
  /** Opens in a new tab (every link but the mail link). */
  readonly external: boolean;
}

/** The side links: github, linkedin, email (mail link), spotify (new tab); Spotify falls back to its home page. */
export function homeLinks(config: SiteConfig): readonly HomeLink[] {
  return [
    { id: 'github', href: config.githubUrl, external: true },
    { id: 'linkedin', href: config.linkedinUrl, external: true },
    { id: 'email', href: config.emailLink, external: false },
    { id: 'spotify', href: spotifyUrlOf(config), external: true },
  ];
}
