import './zodSetup';
import * as z from 'zod/mini';
import { noControlCharacters, requiredOr, type TextLines } from './primitives';
import { isHttpUrl, SITE_PATH, URL_MAX_LENGTH } from './urls';

export const SITE_CONFIG_LIMITS = {
  /** profileText, resumeText and skillsJson */
  longText: 20_000,
  /** ownerName, quickviewTitle, quickviewSubtitle and quickviewTagline */
  shortText: 200,
  /** entries in currentFocus and recentExperiences */
  listEntries: 50,
  listEntry: 500,
} as const;

const MAILTO = /^mailto:[^\s@<>"]+@[^\s@<>"?]+(\?\S*)?$/i;

function isJsonObject(value: string): boolean {
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
  } catch {
    return false;
  }
}

const text = (max: number, lines: TextLines = 'single-line') =>
  z
    .string({ error: requiredOr('must be text') })
    .check(z.maxLength(max, { error: `must be at most ${max} characters` }), noControlCharacters(lines));

const link = (accepts: (value: string) => boolean, message: string) =>
  text(URL_MAX_LENGTH).check(z.refine((value) => value === '' || accepts(value), { error: message }));

const textList = z
  .array(
    z
      .string({ error: 'must be text' })
      .check(
        z.trim(),
        z.minLength(1, { error: 'must not be empty' }),
        z.maxLength(SITE_CONFIG_LIMITS.listEntry, { error: `must be at most ${SITE_CONFIG_LIMITS.listEntry} characters` }),
        noControlCharacters(),
      ),
    { error: 'must be a list of strings' },
  )
  .check(z.maxLength(SITE_CONFIG_LIMITS.listEntries, { error: `must have at most ${SITE_CONFIG_LIMITS.listEntries} entries` }));

const httpLinkMessage = 'must be an http(s):// URL, or empty';

/** An X (Twitter) handle: `@` and 1 to 15 letters, digits or underscores. */
const X_HANDLE = /^@[A-Za-z0-9_]{1,15}$/;
/** A fediverse handle: `@user@host`, a user name as Mastodon allows it and a host name with at least one dot. */
const FEDIVERSE_HANDLE = /^@[A-Za-z0-9_](?:[A-Za-z0-9_.-]{0,62}[A-Za-z0-9_])?@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
export const HANDLE_MAX_LENGTH = 320;

/** A handle or '' (not set), trimmed; what `pattern` refuses is named by `message`. */
const handle = (pattern: RegExp, message: string) =>
  z
    .string({ error: 'must be text' })
    .check(
      z.trim(),
      z.maxLength(HANDLE_MAX_LENGTH, { error: `must be at most ${HANDLE_MAX_LENGTH} characters`, abort: true }),
      z.refine((value) => value === '' || pattern.test(value), { error: message }),
    );

/**
 * The owner's handles elsewhere, for the pages' `twitter:site`/`twitter:creator` and
 * `fediverse:creator`. Optional: absent (or '') means not set; the server answers them only when set.
 */
const handleShape = {
  xHandle: z.optional(handle(X_HANDLE, 'must be an X (Twitter) handle such as @name (letters, digits and _, at most 15), or empty')),
  fediverseHandle: z.optional(handle(FEDIVERSE_HANDLE, 'must be a fediverse handle such as @name@mastodon.social, or empty')),
};

const siteConfigShape = {
  /** The owner's name ("Riley Chen"). Empty: not set (see `ownerNameOf` in identity.ts). */
  ownerName: text(SITE_CONFIG_LIMITS.shortText),
  profileText: text(SITE_CONFIG_LIMITS.longText, 'multiline'),
  /** JSON text of an object: each value a string, a list of strings or an object of strings. Empty: not set. */
  skillsJson: text(SITE_CONFIG_LIMITS.longText, 'multiline').check(
    z.refine((value) => value === '' || isJsonObject(value), {
      error: 'must be a JSON object such as {"languages": ["TypeScript"]}, or empty',
    }),
  ),
  resumeText: text(SITE_CONFIG_LIMITS.longText, 'multiline'),
  /** An absolute http(s) URL or a path on this site (an uploaded resume is `/uploads/….pdf`). */
  resumeDownloadLink: link(
    (value) => SITE_PATH.test(value) || isHttpUrl(value),
    'must be an http(s):// URL, a path on this site such as /uploads/resume.pdf, or empty',
  ),
  emailLink: link((value) => MAILTO.test(value), 'must be a mailto: link such as mailto:me@example.com, or empty'),
  linkedinUrl: link(isHttpUrl, httpLinkMessage),
  githubUrl: link(isHttpUrl, httpLinkMessage),
  /** Empty: the site links Spotify's home page (see `spotifyUrlOf` in identity.ts). */
  spotifyUrl: link(isHttpUrl, httpLinkMessage),
  quickviewTitle: text(SITE_CONFIG_LIMITS.shortText),
  quickviewSubtitle: text(SITE_CONFIG_LIMITS.shortText),
  quickviewTagline: text(SITE_CONFIG_LIMITS.shortText),
  currentFocus: textList,
  recentExperiences: textList,
  ...handleShape,
};

/**
 * The whole config, every field present, nothing else: what the server stores and answers.
 * Empty strings mean "not set" (the site then shows its built-in text).
 */
export const siteConfigSchema = z.strictObject(siteConfigShape);

/**
 * Body of `POST /api/admin/config`: the whole config, except that `ownerName` and `spotifyUrl`
 * may be left out. They came after docs/spec.md §3's field list, so a client that sends only that list's
 * fields keeps their stored values instead of blanking them. `xHandle` and `fediverseHandle` are
 * optional in the config itself: left out, they are not set. Unknown fields are refused.
 */
export const siteConfigInputSchema = z.strictObject({
  ...siteConfigShape,
  ownerName: z.optional(siteConfigShape.ownerName),
  spotifyUrl: z.optional(siteConfigShape.spotifyUrl),
});

/** Answer of `GET /api/config` (unknown fields tolerated, so a newer server does not break the site). */
// skillsJson is read as plain text: a stored value that is not valid JSON (e.g. edited straight in
// the database) must only make the Skills section say "Error parsing skills data", not lose the rest.
export const siteConfigResponseSchema = z.object({ ...siteConfigShape, skillsJson: text(SITE_CONFIG_LIMITS.longText, 'multiline') });

const responseShape = siteConfigResponseSchema.shape;

/**
 * `GET /api/config` as the visitor site reads it (built-in default texts appear wherever
 * config values are missing): a field that is missing or malformed reads as empty, so that field
 * alone falls back to its built-in text and the owner's other values still show. Only an answer that
 * is not an object at all is a failed load. The admin reads the strict schema above instead, so its
 * about form never blanks a field without saying so.
 */
export const siteConfigForVisitorsSchema = z.object({
  ownerName: z.catch(responseShape.ownerName, ''),
  profileText: z.catch(responseShape.profileText, ''),
  skillsJson: z.catch(responseShape.skillsJson, ''),
  resumeText: z.catch(responseShape.resumeText, ''),
  resumeDownloadLink: z.catch(responseShape.resumeDownloadLink, ''),
  emailLink: z.catch(responseShape.emailLink, ''),
  linkedinUrl: z.catch(responseShape.linkedinUrl, ''),
  githubUrl: z.catch(responseShape.githubUrl, ''),
  spotifyUrl: z.catch(responseShape.spotifyUrl, ''),
  quickviewTitle: z.catch(responseShape.quickviewTitle, ''),
  quickviewSubtitle: z.catch(responseShape.quickviewSubtitle, ''),
  quickviewTagline: z.catch(responseShape.quickviewTagline, ''),
  currentFocus: z.catch(responseShape.currentFocus, []),
  recentExperiences: z.catch(responseShape.recentExperiences, []),
});

/** Answer of `POST /api/admin/config`: the config as stored. */
export const saveSiteConfigResponseSchema = z.object({ config: siteConfigResponseSchema });

export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type SiteConfigInput = z.infer<typeof siteConfigInputSchema>;
export type SaveSiteConfigResponse = z.infer<typeof saveSiteConfigResponseSchema>;

/**
 * The config before the owner has saved anything: empty texts and lists, which the site reads as
 * "not set" and replaces with its built-in texts. A fresh object on each call, so no caller can
 * change another's lists.
 */
export function emptySiteConfig(): SiteConfig {
  return {
    ownerName: '',
    profileText: '',
    skillsJson: '',
    resumeText: '',
    resumeDownloadLink: '',
    emailLink: '',
    linkedinUrl: '',
    githubUrl: '',
    spotifyUrl: '',
    quickviewTitle: '',
    quickviewSubtitle: '',
    quickviewTagline: '',
    currentFocus: [],
    recentExperiences: [],
  };
}
