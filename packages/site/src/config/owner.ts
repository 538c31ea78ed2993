import type { SiteConfig } from '@portfolio/contracts/config';
import { DEFAULT_SITE_CONFIG } from './defaults';

/**
 * The owner's name and the one link the config has no field for, in one place.
 *
 * The config has no name field. The quick overview's title is where the owner puts their name (the
 * demo config sets it to "Riley Chen"), so the home banner takes its name from `quickviewTitle`;
 * while that is unset (the built-in "Quick Overview" is no name) the banner says "student".
 */
export const FALLBACK_OWNER_NAME = 'student';

/**
 * Spotify has no config field (spec §3 lists none); until one exists the home links to Spotify's
 * web player. Change it here and every Spotify link on the site follows.
 */
export const SPOTIFY_URL = 'https://open.spotify.com/';

export function ownerName(config: SiteConfig): string {
  const title = config.quickviewTitle.trim();
  return title === '' || title === DEFAULT_SITE_CONFIG.quickviewTitle ? FALLBACK_OWNER_NAME : title;
}
