import { postBody } from '@portfolio/contracts/postContent';
import { plainSummary } from '../seo/summary';
import type { Owner, PageContent } from './pageContent';
import { reviewedItem } from './reviewedItem';

interface DataSite {
  readonly publicUrl: string;
  /** The page's canonical URL (null for a missing item, which gets no structured data). */
  readonly url: string | null;
  readonly description: string;
  /** Absolute URL of the page's share image. */
  readonly image: string;
}

const CONTEXT = 'https://schema.org';

function person(owner: Owner, publicUrl: string) {
  return {
    '@type': 'Person',
    name: owner.name,
    jobTitle: owner.role,
    url: `${publicUrl}/`,
    ...(owner.profiles.length > 0 && { sameAs: owner.profiles }),
  };
}

/** The Person a profile page is about (Google's profile result): with the page's words, picture and handle. */
function profilePage(owner: Owner, site: DataSite & { readonly url: string }) {
  const handle = owner.xHandle ?? owner.fediverseHandle;
  return {
    '@context': CONTEXT,
    '@type': 'ProfilePage',
    url: site.url,
    description: site.description,
    mainEntity: { ...person(owner, site.publicUrl), description: site.description, image: site.image, ...(handle && { alternateName: handle }) },
  };
}

/** The site itself, on its home page. */
const webSite = (owner: Owner, site: DataSite) => ({
  '@context': CONTEXT,
  '@type': 'WebSite',
  name: owner.name,
  url: `${site.publicUrl}/`,
  description: site.description,
  inLanguage: 'en',
  author: author(owner, site.publicUrl),
});

/**
 * The day a post last changed (`YYYY-MM-DD`, as its `datePublished` and the sitemap's `lastmod`):
 * the day of its last write, or its date when that is later (a post dated ahead was not modified
 * before it was published).
 */
function dateModified(published: string, updatedAt: string | undefined): string {
  const day = updatedAt?.slice(0, 10);
  return day === undefined || day < published ? published : day;
}

/** A short reference to the owner inside another object. */
const author = (owner: Owner, publicUrl: string) => ({ '@type': 'Person', name: owner.name, url: `${publicUrl}/` });

/**
 * schema.org objects for a page: a Person and a ProfilePage on the profile pages (and a WebSite on
 * the home page), a BlogPosting per post, a
 * SoftwareSourceCode (software) or CreativeWork (hardware) per project, a Review per art review
 * (of a Book, MusicAlbum, Movie or TVSeries), a CollectionPage or Blog on the lists. Missing items, the 404 page and the admin get none.
 */
export function structuredData(content: PageContent, owner: Owner, site: DataSite): object[] {
  const { publicUrl, url, description, image } = site;
  if (url === null) return [];
  switch (content.kind) {
    case 'home':
    case 'about':
      // The Person stays first, as it was before the ProfilePage and the WebSite joined it.
      return [
        { '@context': CONTEXT, ...person(owner, publicUrl), description, image },
        profilePage(owner, { ...site, url }),
        ...(content.kind === 'home' ? [webSite(owner, site)] : []),
      ];
    case 'quickview':
      return [{ '@context': CONTEXT, '@type': 'ProfilePage', url, description, mainEntity: person(owner, publicUrl) }];
    case 'projects':
      return [
        {
          '@context': CONTEXT,
          '@type': 'CollectionPage',
          name: `Projects by ${owner.name}`,
          url,
          description,
          author: author(owner, publicUrl),
          mainEntity: {
            '@type': 'ItemList',
            itemListElement: content.projects.map((project, index) => ({
              '@type': 'ListItem',
              position: index + 1,
              url: `${publicUrl}/projects/${encodeURIComponent(project.key)}`,
              name: project.title,
            })),
          },
        },
      ];
    case 'project': {
      const project = content.project;
      if (project === null) return [];
      return [
        {
          '@context': CONTEXT,
          '@type': project.type === 'software' ? 'SoftwareSourceCode' : 'CreativeWork',
          name: project.title,
          description,
          url,
          image,
          dateCreated: project.date,
          author: author(owner, publicUrl),
          ...(project.tech.length > 0 && { keywords: project.tech.join(', ') }),
          ...(project.type === 'software' && project.github && { codeRepository: project.github }),
          ...(project.demo && { sameAs: project.demo }),
          creativeWorkStatus: project.status,
        },
      ];
    }
    case 'art':
      return [{ '@context': CONTEXT, '@type': 'CollectionPage', name: `Art ${owner.name} recommends`, url, description, author: author(owner, publicUrl) }];
    case 'writing':
      return [
        {
          '@context': CONTEXT,
          '@type': 'Blog',
          name: `Writing by ${owner.name}`,
          url,
          description,
          author: author(owner, publicUrl),
          blogPost: content.posts.map((post) => ({
            '@type': 'BlogPosting',
            headline: post.title,
            url: `${publicUrl}/writing/${encodeURIComponent(post.key)}`,
            datePublished: post.date,
          })),
        },
      ];
    case 'post': {
      const post = content.post;
      if (post === null) return [];
      return [
        {
          '@context': CONTEXT,
          '@type': 'BlogPosting',
          headline: post.title,
          description,
          datePublished: post.date,
          dateModified: dateModified(post.date, content.updatedAt),
          author: author(owner, publicUrl),
          url,
          mainEntityOfPage: url,
          image,
          articleSection: post.kind,
        },
      ];
    }
    case 'art-review': {
      const review = content.review;
      if (review === null) return [];
      const { entry, post } = review;
      // No rating: the data has none, so `reviewRating` is left out rather than made up.
      return [
        {
          '@context': CONTEXT,
          '@type': 'Review',
          name: `${owner.name} on ${entry.title}`,
          url,
          mainEntityOfPage: url,
          description,
          image,
          datePublished: post.date,
          dateModified: dateModified(post.date, review.updatedAt),
          author: author(owner, publicUrl),
          itemReviewed: reviewedItem(entry),
          reviewBody: plainSummary(postBody(post), Number.POSITIVE_INFINITY),
        },
      ];
    }
    case 'admin':
    case 'admin-clean':
    case 'not-found':
      return [];
  }
}
