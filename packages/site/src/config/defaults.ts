import type { SiteConfig } from '@portfolio/contracts/config';
import { DEFAULT_OWNER_ROLE, DEFAULT_QUICKVIEW_TITLE } from '@portfolio/contracts/identity';

/**
 * Built-in texts shown wherever the owner has not set a value (or the config could not load).
 * The spec leaves their wording to us; they read as a plain, honest placeholder for a student's
 * portfolio, never as lorem ipsum. Links have no default: an unset link shows NOT_CONFIGURED.
 */
export const DEFAULT_SITE_CONFIG: SiteConfig = {
  ownerName: '',
  profileText:
    'Computer engineering student who likes working where hardware meets software: embedded systems, ' +
    'digital design and the tools that make them pleasant to build.',
  skillsJson: JSON.stringify({
    languages: ['C', 'C++', 'Python', 'TypeScript'],
    hardware: ['Verilog', 'FPGA prototyping', 'PCB design'],
    tools: { versionControl: 'git', editor: 'Neovim' },
  }),
  resumeText: 'Resume available on request. Use the email link to get in touch.',
  resumeDownloadLink: '',
  emailLink: '',
  linkedinUrl: '',
  githubUrl: '',
  spotifyUrl: '',
  quickviewTitle: DEFAULT_QUICKVIEW_TITLE,
  quickviewSubtitle: DEFAULT_OWNER_ROLE,
  quickviewTagline: 'Building things from transistors to TypeScript.',
  currentFocus: ['Coursework in computer architecture and embedded systems', 'Personal hardware and software projects'],
  recentExperiences: ['Teaching assistant, digital logic lab', 'Open-source contributions'],
};

/** Printed in place of a link the owner has not configured. */
export const NOT_CONFIGURED = '[link not configured]';

/** The config with every empty value replaced by its built-in default (links stay empty). */
export function withDefaults(config: SiteConfig | undefined): SiteConfig {
  if (!config) return DEFAULT_SITE_CONFIG;
  const pick = (value: string, fallback: string) => (value.trim() === '' ? fallback : value);
  return {
    ...config,
    profileText: pick(config.profileText, DEFAULT_SITE_CONFIG.profileText),
    skillsJson: pick(config.skillsJson, DEFAULT_SITE_CONFIG.skillsJson),
    resumeText: pick(config.resumeText, DEFAULT_SITE_CONFIG.resumeText),
    quickviewTitle: pick(config.quickviewTitle, DEFAULT_SITE_CONFIG.quickviewTitle),
    quickviewSubtitle: pick(config.quickviewSubtitle, DEFAULT_SITE_CONFIG.quickviewSubtitle),
    quickviewTagline: pick(config.quickviewTagline, DEFAULT_SITE_CONFIG.quickviewTagline),
    currentFocus: config.currentFocus.length > 0 ? config.currentFocus : DEFAULT_SITE_CONFIG.currentFocus,
    recentExperiences: config.recentExperiences.length > 0 ? config.recentExperiences : DEFAULT_SITE_CONFIG.recentExperiences,
  };
}
