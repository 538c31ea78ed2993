import Router from '@koa/router';
import type { Context } from 'koa';
import type { AppConfig } from '../config';
import type { Database } from '../db/connection';
import { entityTag, matchesIfNoneMatch } from '../http/etag';
import { shareImageRenderSeconds, timed } from '../metrics/timings';
import { FEEDS, MANIFEST_PATH, SITE_ICONS } from '../pages/headHtml';
import type { PageHeads } from '../pages/pageHeads';
import { shareCardOf, shareImagePath } from '../pages/shareCards';
import { newestPosts } from '../repositories/writingRepository';
import { buildFeeds } from '../seo/feeds';
import { webManifest } from '../seo/manifest';
import { robotsTxt } from '../seo/robots';
import { sitemapXml } from '../seo/sitemap';
import { sitemapEntries } from '../seo/sitemapEntries';
import { appIconPng, appleTouchIconPng, faviconIco } from '../share/appIcons';
import { renderSvgToPng } from '../share/renderPng';
import { shareCardSvg } from '../share/shareCard';
import { createShareImageCache } from '../share/shareImageCache';

/** Posts carried by each feed, newest first. */
export const FEED_POSTS = 50;

/** Every icon drawn from the favicon's design (share/appIcons.ts): its type and how it is drawn. */
const ICONS: Readonly<Record<string, readonly [type: string, draw: () => Promise<Buffer>]>> = {
  '/icons/icon-192.png': ['image/png', () => appIconPng(192, 'any')],
  '/icons/icon-512.png': ['image/png', () => appIconPng(512, 'any')],
  '/icons/maskable-512.png': ['image/png', () => appIconPng(512, 'maskable')],
  [SITE_ICONS.ico.path]: ['image/x-icon', faviconIco],
  [SITE_ICONS.appleTouch.path]: ['image/png', appleTouchIconPng],
};

/** The paths answered here that are not under /og/ (the read cache keeps their answers too). */
export const MACHINE_FILE_PATHS: ReadonlySet<string> = new Set([
  '/robots.txt',
  '/sitemap.xml',
  MANIFEST_PATH,
  ...FEEDS.map((feed) => feed.path),
  ...Object.keys(ICONS),
]);

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The icons keep their names when the design changes, so a day, not a year. */
export const ICON_CACHE_CONTROL = 'public, max-age=86400';

/** A text or image answer with an ETag, answered 304 when the reader has it already. */
function answer(ctx: Context, type: string, body: string | Buffer, cacheControl = 'no-cache'): void {
  const tag = entityTag(body);
  ctx.set('ETag', tag);
  ctx.set('Cache-Control', cacheControl);
  ctx.type = type;
  const ifNoneMatch = ctx.get('If-None-Match');
  if (ifNoneMatch !== '' && matchesIfNoneMatch(ifNoneMatch, tag)) {
    ctx.status = 304;
    return;
  }
  ctx.body = body;
}

export interface MachineFileDeps {
  readonly db: Database;
  readonly config: Pick<AppConfig, 'publicUrl'>;
  readonly pages: PageHeads;
}

/**
 * What machines read: robots.txt, the sitemap, the writing's feeds (RSS, Atom, JSON Feed), the
 * web-app manifest and the site's icons (favicon.ico, apple-touch-icon.png, the manifest's), and each page's share image (`/og/…/{version}.png`, drawn on
 * first request and kept; the version changes whenever what the card shows changes, so the image is
 * immutable). Everything is built from the database as it is now.
 */
export function machineFileRoutes({ db, config, pages }: MachineFileDeps): Router {
  const { publicUrl } = config;
  const router = new Router();
  const images = createShareImageCache({ maxEntries: 256 });
  const icons = createShareImageCache({ maxEntries: Object.keys(ICONS).length });

  router.get('/robots.txt', (ctx) => answer(ctx, 'text/plain; charset=utf-8', robotsTxt(publicUrl)));

  router.get('/sitemap.xml', async (ctx) => answer(ctx, 'application/xml; charset=utf-8', sitemapXml(await sitemapEntries(db.knex, publicUrl))));

  const feeds = async () => {
    const [owner, posts] = await Promise.all([pages.owner(), newestPosts(db.knex, FEED_POSTS)]);
    return buildFeeds({ siteUrl: publicUrl, title: `${owner.name} — writing`, description: `Posts by ${owner.name}, ${owner.role}.`, ownerName: owner.name, posts });
  };
  router.get('/rss.xml', async (ctx) => answer(ctx, 'application/rss+xml; charset=utf-8', (await feeds()).rss));
  router.get('/atom.xml', async (ctx) => answer(ctx, 'application/atom+xml; charset=utf-8', (await feeds()).atom));
  router.get('/feed.json', async (ctx) => answer(ctx, 'application/feed+json; charset=utf-8', (await feeds()).json));

  router.get(MANIFEST_PATH, async (ctx) => {
    const owner = await pages.owner();
    const manifest = webManifest({ name: `${owner.name} — portfolio`, shortName: owner.name, description: `${owner.name}, ${owner.role}: projects, art and writing, browsed as a retro terminal.` });
    answer(ctx, 'application/manifest+json; charset=utf-8', manifest);
  });

  for (const [path, [type, draw]] of Object.entries(ICONS)) {
    router.get(path, async (ctx) => answer(ctx, type, await icons.get(path, draw), ICON_CACHE_CONTROL));
  }

  /**
   * The card of the page at `pagePath`, when `file` names its current version; an older version
   * is sent on to the current one (the item was edited since the link was shared).
   */
  const shareImage = async (ctx: Context, pagePath: string, file: string | undefined) => {
    const [owner, content] = await Promise.all([pages.owner(), pages.content(pagePath)]);
    const share = shareCardOf(content, owner, pages.host);
    if (share.card.kind === 'site' && pagePath !== '/') {
      ctx.status = 404;
      ctx.type = 'text/plain';
      ctx.body = 'Not found';
      return;
    }
    const current = shareImagePath(share);
    if (`${share.base}/${file ?? ''}` !== current) {
      ctx.set('Cache-Control', 'no-cache');
      ctx.redirect(current);
      return;
    }
    answer(ctx, 'image/png', await images.get(current, () => timed(shareImageRenderSeconds, () => renderSvgToPng(shareCardSvg(share.card)))), IMMUTABLE);
  };
  router.get('/og/site/:file', (ctx) => shareImage(ctx, '/', ctx.params.file));
  router.get('/og/projects/:id/:file', (ctx) => shareImage(ctx, `/projects/${encodeURIComponent(ctx.params.id ?? '')}`, ctx.params.file));
  router.get('/og/art/:category/:id/:file', (ctx) =>
    shareImage(ctx, `/art/${encodeURIComponent(ctx.params.category ?? '')}/${encodeURIComponent(ctx.params.id ?? '')}`, ctx.params.file),
  );
  router.get('/og/writing/:slug/:file', (ctx) => shareImage(ctx, `/writing/${encodeURIComponent(ctx.params.slug ?? '')}`, ctx.params.file));

  return router;
}
