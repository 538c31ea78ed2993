import { artReviewPath } from '@portfolio/contracts/artReviews';
import type { Knex } from 'knex';
import { VISITOR_PATHS } from '../pages/sitePages';
import { artReviewChanges } from '../repositories/artReviews';
import { projectChanges } from '../repositories/projectsRepository';
import { postChanges } from '../repositories/writingRepository';
import type { SitemapEntry } from './sitemap';

const day = (timestamp: string) => timestamp.slice(0, 10);
const newest = (dates: readonly string[]) => dates.reduce<string | undefined>((a, b) => (a === undefined || b > a ? b : a), undefined);

/**
 * What the sitemap lists: the visitor routes without params (a list with the day its newest item
 * changed), then every published project, post and art review page with the day it last changed.
 */
export async function sitemapEntries(knex: Knex, publicUrl: string): Promise<SitemapEntry[]> {
  const [projects, posts, reviews] = await Promise.all([projectChanges(knex), postChanges(knex), artReviewChanges(knex)]);
  const listChanged: Record<string, string | undefined> = {
    '/projects': newest(projects.map((project) => day(project.updatedAt))),
    '/writing': newest(posts.map((post) => day(post.updatedAt))),
  };
  const entries = [
    ...VISITOR_PATHS.map((path) => ({ loc: `${publicUrl}${path}`, lastmod: listChanged[path] })),
    ...projects.map((project) => ({ loc: `${publicUrl}/projects/${encodeURIComponent(project.id)}`, lastmod: day(project.updatedAt) })),
    ...reviews.map((review) => ({ loc: `${publicUrl}${artReviewPath(review.kind, review.id)}`, lastmod: day(review.updatedAt) })),
    ...posts.map((post) => ({ loc: `${publicUrl}/writing/${encodeURIComponent(post.slug)}`, lastmod: day(post.updatedAt) })),
  ];
  return entries.map(({ loc, lastmod }) => (lastmod ? { loc, lastmod } : { loc }));
}
