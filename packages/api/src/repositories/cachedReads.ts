import type { ArtResponse } from '@portfolio/contracts/art';
import type { SiteConfig } from '@portfolio/contracts/config';
import type { Project } from '@portfolio/contracts/projects';
import type { Knex } from 'knex';
import type { ReadCache } from '../http/readCache';
import { artByCategory } from './artRepository';
import { listProjects } from './projectsRepository';
import { readSiteConfig } from './siteConfigRepository';

/**
 * The visitors' lists that several readers share through the read cache's `remember` (kept until
 * the next write): the pages the server renders, their heads and the search. One key per list, read
 * one way, so each is queried once between writes whoever asks first.
 */
export type RememberingCache = Pick<ReadCache, 'remember'>;

/** The site config, as stored. */
export const rememberedSiteConfig = (knex: Knex, cache: RememberingCache): Promise<SiteConfig> =>
  cache.remember('site-config', () => readSiteConfig(knex));

/** Every published project, newest first (`GET /api/projects` with no filter). */
export const rememberedProjects = (knex: Knex, cache: RememberingCache): Promise<Project[]> =>
  cache.remember('page-projects', () => listProjects(knex, { type: 'all', status: 'all' }));

/** The art by category with the covers (`GET /api/art`). */
export const rememberedArt = (knex: Knex, cache: RememberingCache): Promise<ArtResponse> => cache.remember('page-art', () => artByCategory(knex));
