import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '@portfolio/contracts/primitives';
import { isArtKind } from '@portfolio/contracts/artKinds';
import type { Knex } from 'knex';
import { findArtReview } from '../repositories/artReviews';
import { findPublishedProject } from '../repositories/projectsRepository';
import { findPublishedPostChanged } from '../repositories/writingRepository';
import type { ListedItem, PageContent } from './pageContent';
import type { SitePage } from './sitePages';

const newestFirst = (key: string) => [
  { column: 'date', order: 'desc' as const },
  { column: key, order: 'asc' as const },
];

/** Whether a slug could exist (as the API's own routes say): one that could not is simply not found, unread. */
export const isPossibleSlug = (slug: string): boolean => slug.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(slug);

/** What a page's head is written from: one query at most (the item, or a list's titles); a draft is not there. */
export async function loadPageContent(knex: Knex, page: SitePage | null): Promise<PageContent> {
  if (page === null) return { kind: 'not-found' };
  switch (page.kind) {
    case 'project':
      return { kind: 'project', id: page.id, project: (await findPublishedProject(knex, page.id)) ?? null };
    case 'post': {
      const found = isPossibleSlug(page.slug) ? await findPublishedPostChanged(knex, page.slug) : undefined;
      return found ? { kind: 'post', slug: page.slug, post: found.post, updatedAt: found.updatedAt } : { kind: 'post', slug: page.slug, post: null };
    }
    case 'art-review': {
      const possible = isArtKind(page.category) && isPossibleSlug(page.id);
      const review = possible ? await findArtReview(knex, page.category, page.id) : undefined;
      return { kind: 'art-review', category: page.category, id: page.id, review: review ?? null };
    }
    case 'projects': {
      const rows = (await knex('projects').where('draft', false).select('id', 'title', 'date').orderBy(newestFirst('id'))) as { id: string; title: string; date: string }[];
      return { kind: 'projects', projects: rows.map((row): ListedItem => ({ key: row.id, title: row.title, date: row.date })) };
    }
    case 'writing': {
      const rows = (await knex('writing_posts').where('draft', false).select('slug', 'title', 'date').orderBy(newestFirst('slug'))) as { slug: string; title: string; date: string }[];
      return { kind: 'writing', posts: rows.map((row): ListedItem => ({ key: row.slug, title: row.title, date: row.date })) };
    }
    default:
      return { kind: page.kind };
  }
}
