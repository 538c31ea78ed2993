import type { Knex } from 'knex';
import type { ReadCache } from '../http/readCache';
import { rememberedSiteConfig } from '../repositories/cachedReads';
import { loadPageContent } from './loadPageContent';
import { ownerOf } from './owner';
import type { Owner, PageContent } from './pageContent';
import { pageHead, type PageHead } from './pageHead';
import { shareCardOf, shareImageRef } from './shareCards';
import { matchSitePage } from './sitePages';

export interface PageHeadDeps {
  readonly knex: Knex;
  readonly publicUrl: string;
  /** Keeps the config between writes, so a page costs the one query of its own content. */
  readonly readCache: Pick<ReadCache, 'remember'>;
}

export interface PageHeads {
  /** The head of the page at `path`, built from the database as it is now. */
  headFor(path: string): Promise<PageHead>;
  /** The owner as the config names them now (kept like the head's config). */
  owner(): Promise<Owner>;
  /** A page's content, as its head is written from. */
  content(path: string): Promise<PageContent>;
  /** The host name the share cards' prompts show. */
  readonly host: string;
}

export function createPageHeads({ knex, publicUrl, readCache }: PageHeadDeps): PageHeads {
  const host = new URL(publicUrl).hostname;
  const owner = () => rememberedSiteConfig(knex, readCache).then(ownerOf);
  const content = (path: string) => loadPageContent(knex, matchSitePage(path));
  return {
    owner,
    content,
    host,
    async headFor(path) {
      const [who, page] = await Promise.all([owner(), content(path)]);
      return pageHead(page, who, shareImageRef(shareCardOf(page, who, host)), { publicUrl });
    },
  };
}
