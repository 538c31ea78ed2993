import { scriptSafeJson } from '@portfolio/contracts/pageData';
import { escapeXml } from '../seo/xml';
import type { PageHead } from './pageHead';

/** JSON inside `<script type="application/ld+json">`: still JSON, with nothing a browser could read as the script's end. */
export const scriptJson = scriptSafeJson;

const meta = (key: 'name' | 'property', name: string, content: string) => `<meta ${key}="${name}" content="${escapeXml(content)}">`;
const link = (attributes: Record<string, string>) =>
  `<link ${Object.entries(attributes)
    .map(([name, value]) => `${name}="${escapeXml(value)}"`)
    .join(' ')}>`;

/** The feeds every page points to, for readers and browsers that discover them. */
export const FEEDS = [
  { path: '/rss.xml', type: 'application/rss+xml', label: 'RSS' },
  { path: '/atom.xml', type: 'application/atom+xml', label: 'Atom' },
  { path: '/feed.json', type: 'application/feed+json', label: 'JSON Feed' },
] as const;

export const MANIFEST_PATH = '/manifest.webmanifest';

/**
 * The site's icons as files (routes/machineFiles.ts draws them from the favicon's design): the ICO
 * browsers and unfurlers look for, and the 180×180 PNG iOS and link previews use. index.html keeps
 * the favicon as a `data:` URL (the SVG in its source, a 32-pixel PNG in the build:
 * packages/site/build/faviconPng.ts), which browsers use, so a page load requests no icon.
 * The ICO holds 16, 32 and 48 pixels but is linked as 48×48 only: Chromium takes an icon whose
 * sizes name its tab's exact 16 (or 32) pixels over the SVG, and fetched it while the page loaded,
 * on the connection a project's first gallery image then waited for (Lighthouse's phone LCP
 * +150 ms, docs/performance.md). Unfurlers take the largest size they are offered either way.
 */
export const SITE_ICONS = { ico: { path: '/favicon.ico', sizes: '48x48' }, appleTouch: { path: '/apple-touch-icon.png', size: 180 } } as const;

/** The tags of a page's head, in the order a reader of the source expects them. */
export function headTags(head: PageHead): string {
  const tags = [
    `<title>${escapeXml(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.canonical === null ? [] : [link({ rel: 'canonical', href: head.canonical })]),
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    ...(head.canonical === null ? [] : [meta('property', 'og:url', head.canonical)]),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:locale', head.locale),
    meta('property', 'og:image', head.image.url),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', String(head.image.width)),
    meta('property', 'og:image:height', String(head.image.height)),
    meta('property', 'og:image:alt', head.image.alt),
    ...(head.article
      ? [
          meta('property', 'article:published_time', head.article.publishedTime),
          meta('property', 'article:author', head.siteName),
          meta('property', 'article:section', head.article.section),
        ]
      : []),
    ...(head.profile?.firstName ? [meta('property', 'profile:first_name', head.profile.firstName)] : []),
    ...(head.profile?.lastName ? [meta('property', 'profile:last_name', head.profile.lastName)] : []),
    ...(head.profile?.username ? [meta('property', 'profile:username', head.profile.username)] : []),
    meta('name', 'twitter:card', 'summary_large_image'),
    ...(head.social.xHandle ? [meta('name', 'twitter:site', head.social.xHandle), meta('name', 'twitter:creator', head.social.xHandle)] : []),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image.url),
    meta('name', 'twitter:image:alt', head.image.alt),
    ...(head.social.fediverseHandle ? [meta('name', 'fediverse:creator', head.social.fediverseHandle)] : []),
    ...FEEDS.map((feed) => link({ rel: 'alternate', type: feed.type, title: `${head.siteName} — writing (${feed.label})`, href: `${head.publicUrl}${feed.path}` })),
    link({ rel: 'manifest', href: MANIFEST_PATH }),
    link({ rel: 'icon', href: SITE_ICONS.ico.path, sizes: SITE_ICONS.ico.sizes }),
    link({ rel: 'apple-touch-icon', href: SITE_ICONS.appleTouch.path }),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ];
  return tags.join('');
}

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name="description"[^>]*>/i;

/**
 * index.html with the page's head: its tags take the place of the built file's generic `<title>`
 * (its generic description goes), or end the head when it has no title.
 */
export function withPageHead(html: string, head: PageHead): string {
  const tags = headTags(head);
  const stripped = html.replace(DESCRIPTION, '');
  if (TITLE.test(stripped)) return stripped.replace(TITLE, () => tags);
  if (stripped.includes('</head>')) return stripped.replace('</head>', () => `${tags}</head>`);
  return `${tags}${stripped}`;
}
