import { FALLBACK_OWNER_NAME } from '@portfolio/contracts/identity';
import type { Owner } from './pageContent';

/** Every page's `og:locale`: the site is written in English (`<html lang="en">`), Open Graph's default territory. */
export const OG_LOCALE = 'en_US';

/** The `profile:` fields of Open Graph's profile type (`/` and `/about`), each only when known. */
export interface ProfileNames {
  readonly firstName?: string;
  readonly lastName?: string;
  readonly username?: string;
}

/** A GitHub profile URL (`https://github.com/{user}`), whose user name stands for the owner's. */
const GITHUB_PROFILE = /^https:\/\/(?:www\.)?github\.com\/([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))\/?$/;

/** The owner's user name: the X handle's, else the fediverse handle's user, else the GitHub profile's. */
export function usernameOf(owner: Owner): string | undefined {
  if (owner.xHandle) return owner.xHandle.slice(1);
  if (owner.fediverseHandle) return owner.fediverseHandle.slice(1).split('@')[0];
  for (const url of owner.profiles) {
    const user = GITHUB_PROFILE.exec(url)?.[1];
    if (user) return user;
  }
  return undefined;
}

/**
 * First name (the name's first word), last name (the rest) and user name. The built-in "student"
 * (no name set) is no one's first name, so it gives none.
 */
export function profileNamesOf(owner: Owner): ProfileNames {
  const words = owner.name === FALLBACK_OWNER_NAME ? [] : owner.name.trim().split(/\s+/).filter((word) => word !== '');
  const [firstName, ...rest] = words;
  const username = usernameOf(owner);
  return {
    ...(firstName !== undefined && { firstName }),
    ...(rest.length > 0 && { lastName: rest.join(' ') }),
    ...(username !== undefined && { username }),
  };
}
