import { ApiError, getJson } from '../http/http';
import { visitorSchema } from '../http/schemaLoader';
import type { DataSource } from './dataSource';

/** The config is read once at start, shared by every screen; its read gives up after this. */
export const CONFIG_TIMEOUT_MS = 5000;

/** The writing screen reads one page of 100 from offset 0, bypassing the HTTP cache. */
export const WRITING_LIST_PATH = '/api/writing?limit=100&offset=0';

const postPath = (slug: string) => `/api/writing/${encodeURIComponent(slug)}`;

/**
 * The server edition's data: the API's visitor answers, each checked with its contracts schema.
 * The schemas (and zod) load with the first read, beside it (`visitorSchema`).
 */
export const httpDataSource: DataSource = {
  config: (signal) => getJson('/api/config', visitorSchema('siteConfigForVisitorsSchema'), { timeoutMs: CONFIG_TIMEOUT_MS, signal }),
  projects: (signal) => getJson('/api/projects', visitorSchema('projectsResponseSchema'), { signal }).then((answer) => answer.projects),
  art: (signal) => getJson('/api/art', visitorSchema('artResponseSchema'), { signal }),
  writing: (signal) => getJson(WRITING_LIST_PATH, visitorSchema('writingListResponseSchema'), { noCache: true, signal }),
  post: (slug, signal) =>
    getJson(postPath(slug), visitorSchema('writingPostSchema'), { signal }).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }),
  search: (query, signal) => getJson(`/api/search?q=${encodeURIComponent(query)}`, visitorSchema('searchResponseSchema'), { signal }),
  // The home terminal's and the admin's calls load with them, not with every page's entry.
  health: () => import('../http/homeApi').then(({ fetchHealth }) => fetchHealth('/api/health')),
  warmUp: () => import('../http/homeApi').then(({ SPLASH_WARM_UP_PATHS, warmUp }) => warmUp(SPLASH_WARM_UP_PATHS)),
  login: (password) => import('../http/loginApi').then(({ login }) => login(password)),
};
