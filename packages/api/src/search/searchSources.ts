import { ART_KINDS, type ArtResponse } from '@portfolio/contracts/art';
import type { SiteConfig } from '@portfolio/contracts/config';
import type { Project } from '@portfolio/contracts/projects';
import { type SearchDocument, searchField } from '@portfolio/contracts/searchEngine/searchIndex';
import type { WritingPost } from '@portfolio/contracts/writing';
import { markdownText } from './markdownText';

/** What the search reads: the visitors' content, drafts never among it. */
export interface SearchSources {
  readonly projects: readonly Project[];
  /** Every published post with its content, art reviews included. */
  readonly posts: readonly WritingPost[];
  readonly art: ArtResponse;
  readonly config: SiteConfig;
}

function projectDocument(project: Project): SearchDocument {
  return {
    kind: 'project',
    key: project.id,
    title: project.title,
    path: `/projects/${encodeURIComponent(project.id)}`,
    location: `projects/${project.id}`,
    fields: [
      ...searchField('title', project.title),
      ...searchField('label', project.tech.join(', ')),
      ...searchField('label', project.type),
      ...searchField('label', project.status),
      ...searchField('body', project.description),
    ],
  };
}

function postDocument(post: WritingPost): SearchDocument {
  return {
    kind: 'post',
    key: post.slug,
    title: post.title,
    path: `/writing/${encodeURIComponent(post.slug)}`,
    location: `writing/${post.slug}.txt`,
    fields: [...searchField('title', post.title), ...searchField('label', post.kind), ...searchField('body', markdownText(post.content))],
  };
}

/** Entries with their review's text (the published post of the entry's slug), each category in the art screen's order. */
function artDocuments(art: ArtResponse, posts: ReadonlyMap<string, WritingPost>): SearchDocument[] {
  return ART_KINDS.flatMap((kind) =>
    art[kind].items.map((item): SearchDocument => {
      const review = item.hasReview ? posts.get(item.slug) : undefined;
      return {
        kind: 'art',
        key: item.slug,
        title: item.title,
        // The art screen has one route; its terminal opens the category (`cd {kind}`).
        path: '/art',
        location: `art/${kind}/${item.slug}.txt`,
        fields: [
          ...searchField('title', item.title),
          ...searchField('label', item.creator),
          ...searchField('label', kind),
          ...searchField('body', review ? markdownText(review.content) : ''),
        ],
      };
    }),
  );
}

/** A skills JSON object as the about page lists it: `key: value` lines (lists joined with `, `, objects as `k: v | …`). */
function skillsText(json: string): string {
  let skills: unknown;
  try {
    skills = JSON.parse(json);
  } catch {
    return '';
  }
  if (typeof skills !== 'object' || skills === null || Array.isArray(skills)) return '';
  const valueText = (value: unknown): string => {
    if (typeof value === 'string') return value;
    if (Array.isArray(value)) return value.filter((item) => typeof item === 'string').join(', ');
    if (typeof value === 'object' && value !== null) return Object.entries(value).map(([key, item]) => `${key}: ${valueText(item)}`).join(' | ');
    return '';
  };
  return Object.entries(skills)
    .map(([key, value]) => `${key}: ${valueText(value)}`)
    .join('; ');
}

function contactText(config: SiteConfig): string {
  const links: [string, string][] = [
    ['Email', config.emailLink.replace(/^mailto:/i, '')],
    ['LinkedIn', config.linkedinUrl],
    ['GitHub', config.githubUrl],
  ];
  return links
    .filter(([, url]) => url !== '')
    .map(([label, url]) => `${label}: ${url}`)
    .join('; ');
}

/** The about page's files (titled as the phone's file list titles them) and the quick overview. */
function aboutDocuments(config: SiteConfig): SearchDocument[] {
  const file = (name: string, title: string, body: string): SearchDocument => ({
    kind: 'about',
    key: name,
    title,
    path: '/about',
    location: `about/${name}`,
    fields: [...searchField('title', title), ...searchField('body', body)],
  });
  return [
    file('about.txt', 'About Me', config.profileText),
    file('skills.json', 'Technical Skills', skillsText(config.skillsJson)),
    file('contact.txt', 'Contact Information', contactText(config)),
    file('resume.pdf', 'Resume', config.resumeText),
    {
      kind: 'about',
      key: 'quickview',
      title: 'Quick Overview',
      path: '/about/quickview',
      location: 'about/quickview',
      fields: [
        ...searchField('title', 'Quick Overview'),
        ...searchField('body', [config.quickviewTitle, config.quickviewSubtitle, config.quickviewTagline].filter((line) => line.trim() !== '').join(' · ')),
        ...searchField('body', config.currentFocus.join('; ')),
        ...searchField('body', config.recentExperiences.join('; ')),
      ],
    },
  ];
}

/**
 * Every searchable item, in the order results tie in: projects, posts, art entries (each list
 * newest first, as its screen shows it), the about files. An art entry's review is searched with
 * its entry, not again as a post, so one text gives one result.
 */
export function searchDocumentsOf({ projects, posts, art, config }: SearchSources): SearchDocument[] {
  const postsBySlug = new Map(posts.map((post) => [post.slug, post]));
  const entrySlugs = new Set(ART_KINDS.flatMap((kind) => art[kind].items.map((item) => item.slug)));
  return [
    ...projects.map(projectDocument),
    ...posts.filter((post) => !entrySlugs.has(post.slug)).map(postDocument),
    ...artDocuments(art, postsBySlug),
    ...aboutDocuments(config),
  ];
}
