import type { PageData } from '@portfolio/contracts/pageData';
import { seedOwnerLettering } from '../config/ownerLettering';
import { setSiteConfig, siteConfigLoader } from '../data/siteConfig';
import { artLoader, postLoader, projectsLoader, writingListLoader } from '../data/siteData';
import { assumeMobile } from '../device/useIsMobile';
import { assumeHost } from '../domain/shellPrompt';
import { adoptServerDates, assumeLocale, forgetServerDates } from '../domain/localDate';

/**
 * Hands the data a page was written with to the screens, as their loaders' first answers
 * (`data/loader.ts`), the shared config among them: the browser does it before hydrating, so its
 * first render is the server's and nothing is fetched again; the server does it around its synchronous render of one page
 * (`renderPage.tsx`), and takes it back with the function returned. In the browser, `page` is the
 * server's markup: its dates are read back as written (`adoptServerDates`).
 */
export function seedPageData(data: PageData, page?: ParentNode): () => void {
  assumeMobile(data.device === 'phone');
  assumeHost(data.host);
  assumeLocale(data.locale);
  if (page) adoptServerDates(page);
  if (data.config) setSiteConfig(data.config);
  seedOwnerLettering(data.lettering);
  if (data.projects) projectsLoader.seed(data.projects);
  if (data.art) artLoader.seed(data.art);
  if (data.writing) writingListLoader.seed(data.writing);
  const { post } = data;
  if (post) postLoader.seed(post.post, post.slug);
  return () => {
    assumeMobile(false);
    assumeHost('localhost');
    assumeLocale(undefined);
    forgetServerDates();
    siteConfigLoader.release();
    seedOwnerLettering(undefined);
    projectsLoader.release();
    artLoader.release();
    writingListLoader.release();
    if (post) postLoader.release(post.slug);
  };
}
