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
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image.url),
    meta('name', 'twitter:image:alt', head.image.alt),
    ...FEEDS.map((feed) => link({ rel: 'alternate', type: feed.type, title: `${head.siteName} — writing (${feed.label})`, href: `${head.publicUrl}${feed.path}` })),
    link({ rel: 'manifest', href: MANIFEST_PATH }),
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
