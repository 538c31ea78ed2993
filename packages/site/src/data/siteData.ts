import { isStaticEdition } from '@portfolio/contracts/staticEdition';
import type { DataSource } from './dataSource';
import { httpDataSource } from './httpDataSource';
import { createLoader } from './loader';
import { staticDataSource } from './staticDataSource';

/**
 * Where every visitor read goes: the server's API, or in the static edition (a page the export
 * wrote, `<html data-edition="static">`) the data files beside the pages. Decided once, as the app starts.
 */
export const dataSource: DataSource = isStaticEdition() ? staticDataSource : httpDataSource;

/**
 * The visitor screens' data, each loaded beside its screen's chunk the first time the screen opens
 * (`app/AppRoutes.tsx`) or seeded from the page the server wrote (`ssr/seedPageData.ts`), and read
 * by the screen with `useLoaded`. A list's key is `''`; a post's is its slug.
 */
export const projectsLoader = createLoader((_key, signal) => dataSource.projects(signal));
export const artLoader = createLoader((_key, signal) => dataSource.art(signal));
export const writingListLoader = createLoader((_key, signal) => dataSource.writing(signal));
export const postLoader = createLoader((slug, signal) => dataSource.post(slug, signal));
