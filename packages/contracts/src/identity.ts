import type { SiteConfig } from './config';

/**
 * Who the site belongs to, read from the site config: the one place the server and the site take
 * the owner's name, role and Spotify link from, so every page, feed and card says the same.
 */

/** The quick overview's built-in title; it is no name. */
export const DEFAULT_QUICKVIEW_TITLE = 'Quick Overview';
export const DEFAULT_OWNER_ROLE = 'Computer Engineering Student';
export const FALLBACK_OWNER_NAME = 'student';
export const SPOTIFY_HOME_URL = 'https://open.spotify.com/';

/**
 * `ownerName` when set. Before that field existed owners put their name in the quick overview's
 * title (the demo still does), so a title other than the built-in one is taken as the name;
 * otherwise "student".
 */
export function ownerNameOf(config: Pick<SiteConfig, 'ownerName' | 'quickviewTitle'>): string {
  const name = config.ownerName.trim();
  if (name !== '') return name;
  const title = config.quickviewTitle.trim();
  return title === '' || title === DEFAULT_QUICKVIEW_TITLE ? FALLBACK_OWNER_NAME : title;
}

/** The quick overview's subtitle when set, else the built-in role. */
export function ownerRoleOf(config: Pick<SiteConfig, 'quickviewSubtitle'>): string {
  return config.quickviewSubtitle.trim() || DEFAULT_OWNER_ROLE;
}

/** The owner's Spotify link when set, else Spotify's home page. */
export function spotifyUrlOf(config: Pick<SiteConfig, 'spotifyUrl'>): string {
  return config.spotifyUrl.trim() === '' ? SPOTIFY_HOME_URL : config.spotifyUrl;
}
