import { emptySiteConfig, type SiteConfig, type SiteConfigInput, siteConfigInputSchema } from '@portfolio/contracts/config';
import { CONFIG_HISTORY_KEY } from '@portfolio/contracts/history';
import type { Knex } from 'knex';
import { keepRevision, readVersion } from '../history/revisions';

const TABLE = 'site_config';
const ROW_ID = 1;

interface SiteConfigRow {
  id: number;
  owner_name: string;
  profile_text: string;
  skills_json: string;
  resume_text: string;
  resume_download_link: string;
  email_link: string;
  linkedin_url: string;
  github_url: string;
  spotify_url: string;
  quickview_title: string;
  quickview_subtitle: string;
  quickview_tagline: string;
  current_focus: string;
  recent_experiences: string;
  x_handle: string;
  fediverse_handle: string;
}

function toRow(config: SiteConfig): SiteConfigRow {
  return {
    id: ROW_ID,
    owner_name: config.ownerName,
    profile_text: config.profileText,
    skills_json: config.skillsJson,
    resume_text: config.resumeText,
    resume_download_link: config.resumeDownloadLink,
    email_link: config.emailLink,
    linkedin_url: config.linkedinUrl,
    github_url: config.githubUrl,
    spotify_url: config.spotifyUrl,
    quickview_title: config.quickviewTitle,
    quickview_subtitle: config.quickviewSubtitle,
    quickview_tagline: config.quickviewTagline,
    current_focus: JSON.stringify(config.currentFocus),
    recent_experiences: JSON.stringify(config.recentExperiences),
    // Optional fields: absent is not set, stored as ''.
    x_handle: config.xHandle ?? '',
    fediverse_handle: config.fediverseHandle ?? '',
  };
}

function parseList(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

function fromRow(row: SiteConfigRow): SiteConfig {
  return {
    ownerName: row.owner_name,
    profileText: row.profile_text,
    skillsJson: row.skills_json,
    resumeText: row.resume_text,
    resumeDownloadLink: row.resume_download_link,
    emailLink: row.email_link,
    linkedinUrl: row.linkedin_url,
    githubUrl: row.github_url,
    spotifyUrl: row.spotify_url,
    quickviewTitle: row.quickview_title,
    quickviewSubtitle: row.quickview_subtitle,
    quickviewTagline: row.quickview_tagline,
    currentFocus: parseList(row.current_focus),
    recentExperiences: parseList(row.recent_experiences),
    // Answered only when set, so a config without them reads as it did before they existed.
    ...(row.x_handle !== '' && { xHandle: row.x_handle }),
    ...(row.fediverse_handle !== '' && { fediverseHandle: row.fediverse_handle }),
  };
}

/** The stored config, or emptySiteConfig() when none was saved yet. */
export async function readSiteConfig(knex: Knex): Promise<SiteConfig> {
  const row = await knex<SiteConfigRow>(TABLE).where({ id: ROW_ID }).first();
  return row ? fromRow(row) : emptySiteConfig();
}

/** The fields a save may leave out (see `siteConfigInputSchema`), and their columns. */
const KEPT_WHEN_ABSENT = [
  ['ownerName', 'owner_name'],
  ['spotifyUrl', 'spotify_url'],
] as const;

/**
 * Replaces the config, except that a field of `KEPT_WHEN_ABSENT` the input leaves out keeps its
 * stored value ("" on a new row); the optional handles left out are not set. Answers the config as stored. The input is validated here too (a ZodError if invalid),
 * so callers other than the route, such as the demo seed, cannot store what the site would refuse
 * to read.
 */
export async function saveSiteConfig(knex: Knex, input: SiteConfigInput): Promise<SiteConfig> {
  const valid = siteConfigInputSchema.parse(input);
  const row = toRow({ ...valid, ownerName: valid.ownerName ?? '', spotifyUrl: valid.spotifyUrl ?? '' });
  const kept = new Set<string>(KEPT_WHEN_ABSENT.filter(([field]) => valid[field] === undefined).map(([, column]) => column));
  const replaced = Object.keys(row).filter((column) => column !== 'id' && !kept.has(column));
  // One upsert that overwrites only the given columns, so there is no read-then-write to race; the
  // read-back shares its transaction, so it answers this save and not one that landed after it.
  return knex.transaction(async (trx) => {
    const before = await readVersion(trx, 'config', CONFIG_HISTORY_KEY);
    await trx(TABLE)
      .insert({ ...row, updated_at: trx.fn.now() })
      .onConflict('id')
      .merge([...replaced, 'updated_at']);
    await keepRevision(trx, 'config', CONFIG_HISTORY_KEY, before);
    return readSiteConfig(trx);
  });
}

/** Points the resume download link at `url`, keeping every other field (creating the row if needed). */
export async function setResumeDownloadLink(knex: Knex, url: string): Promise<void> {
  await knex.transaction(async (trx) => {
    const before = await readVersion(trx, 'config', CONFIG_HISTORY_KEY);
    await trx(TABLE)
      .insert({ ...toRow({ ...emptySiteConfig(), resumeDownloadLink: url }), updated_at: trx.fn.now() })
      .onConflict('id')
      .merge({ resume_download_link: url, updated_at: trx.fn.now() });
    await keepRevision(trx, 'config', CONFIG_HISTORY_KEY, before);
  });
}
