import { isDeepStrictEqual } from 'node:util';
import { emptySiteConfig } from '@portfolio/contracts/config';
import type { Knex } from 'knex';
import { addEntry, countEntries, setCover } from '../repositories/artRepository';
import { addProject, countProjects } from '../repositories/projectsRepository';
import { readSiteConfig, saveSiteConfig } from '../repositories/siteConfigRepository';
import { isUniqueViolation } from '../db/slugs';
import { addPost, countPosts } from '../repositories/writingRepository';
import { demoArt, demoCovers } from './demoArt';
import { demoSiteConfig } from './demoConfig';
import { demoProjects } from './demoProjects';
import { demoWriting } from './demoWriting';

/** Settings key recording that the demo was seeded once; deleting all content later does not bring it back. */
export const DEMO_SEEDED_KEY = 'demo_seeded_at';

export type SeedResult = 'seeded' | 'already-seeded' | 'not-empty';

async function isEmpty(knex: Knex): Promise<boolean> {
  const counts = await Promise.all([countProjects(knex), countEntries(knex), countPosts(knex)]);
  if (counts.some((count) => count > 0)) return false;
  return isDeepStrictEqual(await readSiteConfig(knex), emptySiteConfig());
}

/**
 * Fills an empty database with a believable owner: config, projects, art with reviews and covers,
 * writing. Runs at most once per database, all in one transaction.
 */
export async function seedDemoContent(knex: Knex): Promise<SeedResult> {
  if (await knex('settings').where('key', DEMO_SEEDED_KEY).first('key')) return 'already-seeded';
  if (!(await isEmpty(knex))) return 'not-empty';
  try {
    await knex.transaction(async (trx) => {
      // The marker goes first: a second server starting at the same moment fails on its key and rolls back.
      await trx('settings').insert({ key: DEMO_SEEDED_KEY, value: new Date().toISOString(), updated_at: trx.fn.now() });
      await saveSiteConfig(trx, demoSiteConfig);
      for (const project of demoProjects) await addProject(trx, project);
      for (const post of demoWriting) await addPost(trx, post);
      for (const { review, ...entry } of demoArt) await addEntry(trx, entry, review);
      for (const [category, url] of Object.entries(demoCovers)) {
        if (url) await setCover(trx, category as keyof typeof demoCovers, url);
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) return 'already-seeded';
    throw error;
  }
  return 'seeded';
}
