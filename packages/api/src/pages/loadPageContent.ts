import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '@portfolio/contracts/primitives';
import type { Knex } from 'knex';
import { findPublishedProject } from '../repositories/projectsRepository';
import { findPublishedPostChanged } from '../repositories/writingRepository';
import type { ListedItem, PageContent } from './pageContent';
import type { SitePage } from './sitePages';

const newestFirst = (key: string) => [
  { column: 'date', order: 'desc' as const },
  { column: key, order: 'asc' as const },
];

/** What a page's head is written from: one query at most (the item, or a list's titles); a draft is not there. */
export async function loadPageContent(knex: Knex, page: SitePage | null): Promise<PageContent> {
  if (page === null) return { kind: 'not-found' };
  switch (page.kind) {
    case 'project':
      return { kind: 'project', id: page.id, project: (await findPublishedProject(knex, page.id)) ?? null };
    case 'post': {
      // A slug that could never exist (as the API's own route says) is simply not found, unread.
      const possible = page.slug.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(page.slug);
      const found = possible ? await findPublishedPostChanged(knex, page.slug) : undefined;
      return found ? { kind: 'post', slug: page.slug, post: found.post, updatedAt: found.updatedAt } : { kind: 'post', slug: page.slug, post: null };
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
