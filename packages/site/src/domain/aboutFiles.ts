import type { SiteConfig } from '@portfolio/contracts/config';
import { NOT_CONFIGURED } from '../config/defaults';
import { parseSkills } from './skills';

/**
 * The about page's four files, as plain data: the terminal prints them (`cat`) and the phone file
 * list renders them, from the same lines. `config` already has the built-in defaults filled in.
 */
export const ABOUT_FILES = ['about.txt', 'skills.json', 'contact.txt', 'resume.pdf'] as const;
export type AboutFileName = (typeof ABOUT_FILES)[number];

/** The heading each file is shown under on phones. */
export const ABOUT_FILE_TITLES: Readonly<Record<AboutFileName, string>> = {
  'about.txt': 'About Me',
  'skills.json': 'Technical Skills',
  'contact.txt': 'Contact Information',
  'resume.pdf': 'Resume',
};

/** The quick overview opened from the about page (its Back leads to /about): the terminal's `quickview`, the phone's button. */
export const QUICKVIEW_FROM_ABOUT = '/about/quickview?from=about';

export function isAboutFile(name: string): name is AboutFileName {
  return (ABOUT_FILES as readonly string[]).includes(name);
}

/** A line of a file: text, or a labelled link (`url` empty when the owner has not set it). */
export type AboutLine =
  | { readonly kind: 'text'; readonly text: string; readonly tone?: 'error' }
  | { readonly kind: 'link'; readonly label: string; readonly url: string };

/** What a link shows: a mail link its address, anything else the URL itself; an unset one `[link not configured]`. */
export function linkText(url: string): string {
  if (url === '') return NOT_CONFIGURED;
  return url.toLowerCase().startsWith('mailto:') ? url.slice('mailto:'.length) : url;
}

const textLines = (value: string): AboutLine[] => value.split('\n').map((line) => ({ kind: 'text', text: line }));

export function aboutFileLines(file: AboutFileName, config: SiteConfig): AboutLine[] {
  switch (file) {
    case 'about.txt':
      return textLines(config.profileText);
    case 'skills.json': {
      const skills = parseSkills(config.skillsJson);
      if (!skills.ok) return [{ kind: 'text', text: skills.error, tone: 'error' }];
      return skills.rows.map((row) => ({ kind: 'text', text: `${row.label}: ${row.value}` }));
    }
    case 'contact.txt':
      return [
        { kind: 'link', label: 'Email', url: config.emailLink },
        { kind: 'link', label: 'LinkedIn', url: config.linkedinUrl },
        { kind: 'link', label: 'GitHub', url: config.githubUrl },
      ];
    case 'resume.pdf':
      return [...textLines(config.resumeText), { kind: 'text', text: '' }, { kind: 'link', label: 'Download', url: config.resumeDownloadLink }];
  }
}

// One leading slash only: two would be protocol-relative, i.e. another host.
const SITE_PATH = /^\/(?!\/)/;
const SAFE_SCHEME = /^(https?:\/\/|mailto:)/i;

/**
 * Whether `curl` may open a URL: http(s), mailto or a path on this site. Anything else
 * (`javascript:`, `data:`, `file:`, `//other.host`) is refused, so a typed or filled line can never
 * run script in the page's origin.
 */
export function isOpenableUrl(url: string): boolean {
  return SAFE_SCHEME.test(url) || SITE_PATH.test(url);
}
