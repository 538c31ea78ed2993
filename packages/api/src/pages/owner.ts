import type { SiteConfig } from '@portfolio/contracts/config';
import { ownerNameOf, ownerRoleOf } from '@portfolio/contracts/identity';
import type { Owner } from './pageContent';

/** The owner as every page head, card and feed names them, from the stored config. */
export function ownerOf(config: SiteConfig): Owner {
  return {
    name: ownerNameOf(config),
    role: ownerRoleOf(config),
    profileText: config.profileText,
    tagline: config.quickviewTagline.trim(),
    profiles: [config.githubUrl, config.linkedinUrl].filter((url) => url !== ''),
    ...(config.xHandle && { xHandle: config.xHandle }),
    ...(config.fediverseHandle && { fediverseHandle: config.fediverseHandle }),
  };
}
