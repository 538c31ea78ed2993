import { STATIC_DATA, staticPostFile } from '@portfolio/contracts/staticEdition';
import type { SearchResponse } from '@portfolio/contracts/search';
import { ApiError, getJson } from '../http/http';
import type { LoginOutcome } from '../http/loginApi';
import { visitorSchema } from '../http/schemaLoader';
import type { DataSource } from './dataSource';
import { CONFIG_TIMEOUT_MS } from './httpDataSource';

/** The search documents and the engine that searches them, loaded with the first search (most visits never search). */
let searching: Promise<(query: string) => SearchResponse> | undefined;

function searcher(signal?: AbortSignal): Promise<(query: string) => SearchResponse> {
  searching ??= Promise.all([import('@portfolio/contracts/searchEngine'), getJson(STATIC_DATA.search.file, visitorSchema('staticSearchIndexSchema'), { signal })]).then(
    ([engine, index]) => {
      const prepared = engine.prepareStaticIndex(index);
      return (query: string) => engine.searchStaticIndex(prepared, query);
    },
  );
  // A failed load (offline, aborted) is tried again by the next search.
  searching.catch(() => {
    searching = undefined;
  });
  return searching;
}

/**
 * Why `admin <password>` cannot sign in on the static edition: its host serves files only. Said
 * before the password goes anywhere; the terminal prints it as `Access denied: …`.
 */
export const STATIC_EDITION_NO_ADMIN = 'this is the static edition of the site, which has no admin; sign in on the server edition';

const NO_ADMIN: LoginOutcome = { kind: 'denied', error: STATIC_EDITION_NO_ADMIN };

/**
 * The static edition's data (`npm run export`): the files the export wrote beside the pages, each
 * the API's visitor answer as it was at the export, checked with the same schemas. Search runs in
 * the browser over the exported documents, with the server's own engine (`@portfolio/contracts/searchEngine`),
 * so it finds the same items in the same order.
 */
export const staticDataSource: DataSource = {
  config: (signal) => getJson(STATIC_DATA.config.file, visitorSchema('siteConfigForVisitorsSchema'), { timeoutMs: CONFIG_TIMEOUT_MS, signal }),
  projects: (signal) => getJson(STATIC_DATA.projects.file, visitorSchema('projectsResponseSchema'), { signal }).then((answer) => answer.projects),
  art: (signal) => getJson(STATIC_DATA.art.file, visitorSchema('artResponseSchema'), { signal }),
  writing: (signal) => getJson(STATIC_DATA.writing.file, visitorSchema('writingListResponseSchema'), { signal }),
  post: (slug, signal) =>
    getJson(staticPostFile(slug), visitorSchema('writingPostSchema'), { signal }).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }),
  search: async (query, signal) => (await searcher(signal))(query),
  // No server to ask: the export wrote what `test` prints (which edition answers).
  health: () => import('../http/homeApi').then(({ fetchHealth }) => fetchHealth(STATIC_DATA.health.file)),
  // A static host has nothing to warm but its cache: the files the art and writing screens read.
  warmUp: () => import('../http/homeApi').then(({ warmUp }) => warmUp([STATIC_DATA.art.file, STATIC_DATA.writing.file])),
  login: async () => NO_ADMIN,
};
