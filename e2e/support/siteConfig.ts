// Screens that read the site config render at once with the built-in texts and switch to the
// owner's texts when GET /api/config (the static edition: /data/config.json) answers. A test that types a config-dependent command must
// wait for that answer first, or it races the load and reads the defaults.
import type { Page } from '@playwright/test';
import { dataRoute } from './edition.ts';

/**
 * The server's render of a page and the data it embeds for hydration (packages/api/src/pages/pageBody.ts);
 * in the static edition's pages, both layouts' renders and data (packages/api/src/export/bothDevices.ts).
 */
const SERVER_RENDER = /<div id="root"[^>]*>[\s\S]*?<script type="application\/json" id="page-data">[\s\S]*?<\/script>(?:<script type="application\/json" id="page-data-phone">[\s\S]*?<\/script>)?/;

/**
 * Opens `path` as the browser alone renders it: the server's render and its embedded data are taken
 * out, so each screen fetches its data from the API, whose answers the test may make itself. The
 * server's render has specs of its own (server-render.spec.ts).
 */
export async function gotoClientRendered(page: Page, path: string): Promise<void> {
  const target = new URL(path, 'http://site.test').pathname;
  await page.route(
    (url) => url.pathname === target,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace(SERVER_RENDER, '<div id="root"></div>');
      return route.fulfill({ response, body: html });
    },
  );
  await page.goto(path);
}

/** Resolves once the page's next request for the config (GET /api/config, or its file) has been read in full. */
function configRead(page: Page): Promise<unknown> {
  const isConfig = dataRoute('config');
  return page.waitForEvent('requestfinished', (request) => isConfig(new URL(request.url())));
}

/** Opens `path` rendered by the browser alone (above), and returns once the config has been read in full. */
export async function gotoWithConfig(page: Page, path: string): Promise<void> {
  const read = configRead(page);
  await gotoClientRendered(page, path);
  await read;
}

/**
 * Reloads a page opened with `gotoWithConfig` and returns once the config has been read again: a
 * command typed before that acts on the built-in config, whose links are empty (`email` says "not
 * configured" and opens nothing; about.spec.ts's links test failed on CI so).
 */
export async function reloadWithConfig(page: Page): Promise<void> {
  const read = configRead(page);
  await page.reload();
  await read;
}
