import type { PageData } from '@portfolio/contracts/pageData';
import { artFirstLoad, ART_KEY } from '../api/artApi';
import { ApiError } from '../api/http';
import { PROJECTS_KEY, projectsFirstLoad } from '../api/projectsApi';
import { postFirstLoad, WRITING_LIST_KEY, writingListFirstLoad } from '../api/writingApi';
import { seedOwnerLettering } from '../config/ownerLettering';
import { siteConfigStore } from '../config/siteConfigStore';
import { assumeMobile } from '../device/useIsMobile';
import { assumeHost } from '../domain/shellPrompt';
import { adoptServerDates, assumeLocale, forgetServerDates } from '../domain/localDate';

/**
 * Hands the data a page was written with to the screens, as their first answers (`firstLoad`) and
 * the shared config: the browser does it before hydrating, so its first render is the server's and
 * nothing is fetched again; the server does it around its synchronous render of one page
 * (`renderPage.tsx`), and takes it back with the function returned. In the browser, `page` is the
 * server's markup: its dates are read back as written (`adoptServerDates`).
 */
export function seedPageData(data: PageData, page?: ParentNode): () => void {
  assumeMobile(data.device === 'phone');
  assumeHost(data.host);
  assumeLocale(data.locale);
  if (page) adoptServerDates(page);
  if (data.config) siteConfigStore.seed(data.config);
  seedOwnerLettering(data.lettering);
  if (data.projects) projectsFirstLoad.seed(PROJECTS_KEY, { status: 'ready', data: data.projects });
  if (data.art) artFirstLoad.seed(ART_KEY, { status: 'ready', data: data.art });
  if (data.writing) writingListFirstLoad.seed(WRITING_LIST_KEY, { status: 'ready', data: data.writing });
  const { post } = data;
  if (post) {
    postFirstLoad.seed(
      post.slug,
      post.post === null ? { status: 'failed', error: new ApiError('404 Not Found', 404) } : { status: 'ready', data: post.post },
    );
  }
  return () => {
    assumeMobile(false);
    assumeHost('localhost');
    assumeLocale(undefined);
    forgetServerDates();
    siteConfigStore.reset();
    seedOwnerLettering(undefined);
    projectsFirstLoad.release(PROJECTS_KEY);
    artFirstLoad.release(ART_KEY);
    writingListFirstLoad.release(WRITING_LIST_KEY);
    if (post) postFirstLoad.release(post.slug);
  };
}
