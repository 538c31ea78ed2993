import { documentTitle, PAGE_LABELS, type PageTitle } from '@portfolio/contracts/pageTitles';
import { artReviewLabel, artReviewPath } from '@portfolio/contracts/artReviews';
import { postBody } from '@portfolio/contracts/postContent';
import { plainSummary } from '../seo/summary';
import { structuredData } from './structuredData';
import type { Owner, PageContent } from './pageContent';
import { OG_LOCALE, profileNamesOf, type ProfileNames } from './socialMeta';

/** The share image a page names: a path on this site and words for those who cannot see it. */
export interface ShareImageRef {
  readonly path: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
}

/** Everything the server writes into a page's `<head>`, before it is turned into tags. */
export interface PageHead {
  readonly status: 200 | 404;
  readonly title: string;
  readonly description: string;
  /** Absolute; null on pages that should not be indexed as themselves (a missing item). */
  readonly canonical: string | null;
  readonly noindex: boolean;
  readonly ogType: 'website' | 'article' | 'profile';
  readonly siteName: string;
  /** Absolute URL and size of the share image. */
  readonly image: ShareImageRef & { readonly url: string };
  /** og:article fields of a post. */
  readonly article?: { readonly publishedTime: string; readonly section: string };
  /** schema.org objects, each its own `<script type="application/ld+json">`. */
  readonly jsonLd: readonly object[];
  readonly publicUrl: string;
  /** `og:locale`. */
  readonly locale: string;
  /** The owner's handles (`twitter:site`, `twitter:creator`, `fediverse:creator`), each only when set. */
  readonly social: { readonly xHandle?: string; readonly fediverseHandle?: string };
  /** Open Graph's `profile:` fields, on the profile pages (`og:type` profile) only. */
  readonly profile?: ProfileNames;
}

export interface HeadSite {
  /** PUBLIC_URL, no trailing slash. */
  readonly publicUrl: string;
}

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** "A, B and C". */
function listOf(titles: readonly string[]): string {
  if (titles.length <= 1) return titles.join('');
  return `${titles.slice(0, -1).join(', ')} and ${titles.at(-1)}`;
}

function profileDescription(owner: Owner): string {
  return plainSummary(owner.profileText) || `${owner.name}, ${owner.role}: projects, art and writing, browsed as a retro terminal.`;
}

interface Words {
  readonly title: PageTitle;
  readonly description: string;
  readonly path: string | null;
  readonly ogType: PageHead['ogType'];
  readonly status: 200 | 404;
  readonly noindex: boolean;
}

const page = (label: string): PageTitle => ({ kind: 'page', label });
const found = { status: 200, noindex: false } as const;
const missing = { status: 404, noindex: true, path: null, ogType: 'website' } as const;

/** The title, description and canonical path of each kind of page. */
function wordsFor(content: PageContent, owner: Owner): Words {
  switch (content.kind) {
    case 'home':
      return { ...found, title: { kind: 'home' }, description: profileDescription(owner), path: '/', ogType: 'profile' };
    case 'about':
      return { ...found, title: { kind: 'about' }, description: profileDescription(owner), path: '/about', ogType: 'profile' };
    case 'quickview':
      return {
        ...found,
        title: page(PAGE_LABELS.quickview),
        description: `${owner.name}, ${owner.role}, on one page: about, current focus, skills, experience and contact.${owner.tagline ? ` ${owner.tagline}` : ''}`,
        path: '/about/quickview',
        ogType: 'website',
      };
    case 'projects': {
      const newest = content.projects.slice(0, 3).map((project) => project.title);
      const description =
        content.projects.length === 0
          ? `Projects by ${owner.name}.`
          : `${plural(content.projects.length, 'project')} by ${owner.name}, ${content.projects.length > newest.length ? 'including' : 'namely'} ${listOf(newest)}.`;
      return { ...found, title: page(PAGE_LABELS.projects), description, path: '/projects', ogType: 'website' };
    }
    case 'project':
      if (content.project === null) return { ...missing, title: page(PAGE_LABELS.projectNotFound), description: 'There is no project at this address.' };
      return {
        ...found,
        title: page(content.project.title),
        description: plainSummary(content.project.description) || `A ${content.project.type} project by ${owner.name}.`,
        path: `/projects/${encodeURIComponent(content.project.id)}`,
        ogType: 'website',
      };
    case 'art':
      return { ...found, title: page(PAGE_LABELS.art), description: `Music, books, movies and shows ${owner.name} recommends, with reviews.`, path: '/art', ogType: 'website' };
    case 'writing': {
      const latest = content.posts[0];
      const description =
        latest === undefined ? `Writing by ${owner.name}.` : `${plural(content.posts.length, 'post')} by ${owner.name}; the latest: “${latest.title}”.`;
      return { ...found, title: page(PAGE_LABELS.writing), description, path: '/writing', ogType: 'website' };
    }
    case 'post':
      if (content.post === null) return { ...missing, title: page(PAGE_LABELS.postNotFound), description: 'There is no post at this address.' };
      return {
        ...found,
        title: page(content.post.title),
        description: plainSummary(postBody(content.post)) || `A ${content.post.kind} by ${owner.name}.`,
        path: `/writing/${encodeURIComponent(content.post.slug)}`,
        ogType: 'article',
      };
    case 'art-review': {
      // No such review is no page at all: the site's 404 page, as for any other unknown path.
      if (content.review === null) return { ...missing, title: page(PAGE_LABELS.notFound), description: 'There is no page at this address.' };
      const { entry, post } = content.review;
      return {
        ...found,
        title: page(artReviewLabel(entry.title)),
        description: plainSummary(postBody(post)) || `${owner.name} on ${entry.title} by ${entry.creator}.`,
        path: artReviewPath(entry.kind, entry.id),
        ogType: 'article',
      };
    }
    case 'admin':
    case 'admin-clean':
      return {
        title: page(content.kind === 'admin' ? 'Admin' : 'Admin Panel'),
        description: `Where ${owner.name} manages this site.`,
        path: content.kind === 'admin' ? '/admin' : '/admin-clean',
        ogType: 'website',
        status: 200,
        noindex: true,
      };
    case 'not-found':
      return { ...missing, title: page(PAGE_LABELS.notFound), description: 'There is no page at this address.' };
  }
}

/** The og:article fields of a post, and of a review (its section: the art kind it reviews). */
function articleOf(content: PageContent): Pick<PageHead, 'article'> {
  if (content.kind === 'post' && content.post !== null) return { article: { publishedTime: content.post.date, section: content.post.kind } };
  if (content.kind === 'art-review' && content.review !== null) return { article: { publishedTime: content.review.post.date, section: content.review.entry.kind } };
  return {};
}

/** A page's head from its content and the owner: pure, so every escaping case is a unit test. */
export function pageHead(content: PageContent, owner: Owner, image: ShareImageRef, site: HeadSite): PageHead {
  const words = wordsFor(content, owner);
  const canonical = words.path === null ? null : `${site.publicUrl}${words.path}`;
  const imageUrl = `${site.publicUrl}${image.path}`;
  return {
    status: words.status,
    title: documentTitle(words.title, owner),
    description: words.description,
    canonical,
    noindex: words.noindex,
    ogType: words.ogType,
    siteName: owner.name,
    image: { ...image, url: imageUrl },
    ...articleOf(content),
    jsonLd: structuredData(content, owner, { publicUrl: site.publicUrl, url: canonical, description: words.description, image: imageUrl }),
    publicUrl: site.publicUrl,
    locale: OG_LOCALE,
    social: { ...(owner.xHandle && { xHandle: owner.xHandle }), ...(owner.fediverseHandle && { fediverseHandle: owner.fediverseHandle }) },
    ...(words.ogType === 'profile' && { profile: profileNamesOf(owner) }),
  };
}
