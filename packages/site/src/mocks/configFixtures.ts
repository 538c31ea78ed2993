import type { SiteConfig } from '@portfolio/contracts/config';
import { DEFAULT_SITE_CONFIG } from '../config/defaults';

/** The demo owner's name and links, the same in every config the stories and tests answer with. */
export const ownerFixture = {
  ownerName: 'Riley Chen',
  emailLink: 'mailto:riley.chen@example.com',
  linkedinUrl: 'https://www.linkedin.com/in/riley-chen-example',
  githubUrl: 'https://github.com/riley-chen-example',
  spotifyUrl: 'https://open.spotify.com/user/riley-chen-example',
  quickviewTitle: 'Riley Chen',
  quickviewSubtitle: 'Computer Engineering Student',
} as const satisfies Partial<SiteConfig>;

/**
 * A config with short values, for tests that read them back line by line (the about terminal, the
 * home screen's links): every text and link the owner can set, the quick overview left at its defaults.
 */
export const shortConfigFixture: SiteConfig = {
  ...DEFAULT_SITE_CONFIG,
  ownerName: 'Riley Chen',
  profileText: 'Hi, I am Riley.\nI build things.',
  skillsJson: JSON.stringify({ languages: ['C', 'Rust'], tools: { vcs: 'Git' }, spoken: 'English' }),
  resumeText: 'Riley Chen — B.Eng. 2027',
  resumeDownloadLink: '/demo/resume.pdf',
  emailLink: 'mailto:riley@example.com',
  linkedinUrl: 'https://www.linkedin.com/in/riley',
  githubUrl: 'https://github.com/riley',
  spotifyUrl: 'https://open.spotify.com/user/riley',
};

/** A config the owner saved only in part: a title and a list left empty, for the built-in texts to fill. */
export const partlySavedConfigFixture: SiteConfig = {
  ...DEFAULT_SITE_CONFIG,
  profileText: 'Owner profile',
  quickviewTitle: '',
  emailLink: 'mailto:owner@example.com',
  currentFocus: [],
};
