import { describe, expect, it } from 'vitest';
import type { Owner, PageContent } from './pageContent';
import { pageHead } from './pageHead';

const owner: Owner = {
  name: 'Riley Chen',
  role: 'Computer Engineering Student',
  profileText: "Hi, I'm **Riley**, a [student](https://x.example). I build things.",
  tagline: 'Embedded systems.',
  profiles: ['https://github.com/riley', 'https://www.linkedin.com/in/riley'],
};
const image = { path: '/og/site/v1.png', width: 1200, height: 630, alt: 'The card' };
const site = { publicUrl: 'https://riley.dev' };
const head = (content: PageContent) => pageHead(content, owner, image, site);

const project = {
  id: 'pocket-scope',
  title: 'Pocket Scope',
  description: 'A **two-channel** oscilloscope. It fits in a pocket.',
  tech: ['C', 'KiCad'],
  type: 'software' as const,
  date: '2025-05-01',
  status: 'completed' as const,
  github: 'https://github.com/riley/scope',
  demo: null,
  images: [],
  imageAlts: [],
};

describe('pageHead', () => {
  it('introduces the owner on the home page, as a profile with a Person', () => {
    const home = head({ kind: 'home' });
    expect(home).toMatchObject({
      status: 200,
      title: 'Riley Chen — Computer Engineering Student',
      description: "Hi, I'm Riley, a student. I build things.",
      canonical: 'https://riley.dev/',
      ogType: 'profile',
      siteName: 'Riley Chen',
      noindex: false,
      image: { url: 'https://riley.dev/og/site/v1.png', width: 1200, height: 630, alt: 'The card' },
    });
    expect(home.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Person',
        name: 'Riley Chen',
        jobTitle: 'Computer Engineering Student',
        url: 'https://riley.dev/',
        sameAs: ['https://github.com/riley', 'https://www.linkedin.com/in/riley'],
        description: "Hi, I'm Riley, a student. I build things.",
        image: 'https://riley.dev/og/site/v1.png',
      },
      // Added after the Person: the page as Google's profile result reads it, and the site.
      {
        '@context': 'https://schema.org',
        '@type': 'ProfilePage',
        url: 'https://riley.dev/',
        description: "Hi, I'm Riley, a student. I build things.",
        mainEntity: {
          '@type': 'Person',
          name: 'Riley Chen',
          jobTitle: 'Computer Engineering Student',
          url: 'https://riley.dev/',
          sameAs: ['https://github.com/riley', 'https://www.linkedin.com/in/riley'],
          description: "Hi, I'm Riley, a student. I build things.",
          image: 'https://riley.dev/og/site/v1.png',
        },
      },
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: 'Riley Chen',
        url: 'https://riley.dev/',
        description: "Hi, I'm Riley, a student. I build things.",
        inLanguage: 'en',
        author: { '@type': 'Person', name: 'Riley Chen', url: 'https://riley.dev/' },
      },
    ]);
    expect(head({ kind: 'about' })).toMatchObject({ title: 'About Riley Chen — Computer Engineering Student', ogType: 'profile', canonical: 'https://riley.dev/about' });
  });

  it('makes /about a ProfilePage about the Person too, without the WebSite', () => {
    const about = head({ kind: 'about' });
    expect(about.jsonLd.map((data) => (data as { '@type': string })['@type'])).toEqual(['Person', 'ProfilePage']);
    expect(about.jsonLd[1]).toMatchObject({ url: 'https://riley.dev/about', mainEntity: { '@type': 'Person', name: 'Riley Chen' } });
  });

  it('names the locale everywhere, the owner\'s handles when set, and first, last and user name on the profile pages', () => {
    expect(head({ kind: 'art' })).toMatchObject({ locale: 'en_US', social: {} });
    expect(head({ kind: 'art' }).profile).toBeUndefined();
    expect(head({ kind: 'home' }).profile).toEqual({ firstName: 'Riley', lastName: 'Chen', username: 'riley' });
    const handles = { ...owner, name: 'Riley Ann Chen', xHandle: '@rileychen', fediverseHandle: '@riley@mastodon.social' };
    const home = pageHead({ kind: 'home' }, handles, image, site);
    expect(home).toMatchObject({ social: { xHandle: '@rileychen', fediverseHandle: '@riley@mastodon.social' }, profile: { firstName: 'Riley', lastName: 'Ann Chen', username: 'rileychen' } });
    expect(home.jsonLd[1]).toMatchObject({ mainEntity: { alternateName: '@rileychen' } });
    expect(pageHead({ kind: 'about' }, { ...owner, xHandle: undefined, fediverseHandle: '@riley@mastodon.social' }, image, site).profile?.username).toBe('riley');
    // The built-in name is no one's first name; without profiles there is no user name either.
    expect(pageHead({ kind: 'home' }, { ...owner, name: 'student', profiles: [] }, image, site).profile).toEqual({});
  });

  it('dates a post\'s last change by the day of its last write, never before its date', () => {
    const post = { slug: 'hello', title: 'Hello', date: '2026-02-10', kind: 'essay', content: 'Words.' };
    expect(head({ kind: 'post', slug: 'hello', post, updatedAt: '2026-03-01T09:30:00' }).jsonLd[0]).toMatchObject({ datePublished: '2026-02-10', dateModified: '2026-03-01' });
    expect(head({ kind: 'post', slug: 'hello', post, updatedAt: '2026-01-05T09:30:00.000Z' }).jsonLd[0]).toMatchObject({ dateModified: '2026-02-10' });
    expect(head({ kind: 'post', slug: 'hello', post }).jsonLd[0]).toMatchObject({ dateModified: '2026-02-10' });
  });

  it('writes a project from its description, as SoftwareSourceCode when it is software', () => {
    const page = head({ kind: 'project', id: project.id, project });
    expect(page).toMatchObject({ status: 200, title: 'Pocket Scope — Riley Chen', description: 'A two-channel oscilloscope. It fits in a pocket.', ogType: 'website', canonical: 'https://riley.dev/projects/pocket-scope' });
    expect(page.jsonLd[0]).toMatchObject({ '@type': 'SoftwareSourceCode', name: 'Pocket Scope', codeRepository: 'https://github.com/riley/scope', keywords: 'C, KiCad', dateCreated: '2025-05-01' });
    expect(head({ kind: 'project', id: 'x', project: { ...project, type: 'hardware' } }).jsonLd[0]).toMatchObject({ '@type': 'CreativeWork' });
  });

  it('writes a post as an article with a BlogPosting, without its leading title heading', () => {
    const page = head({ kind: 'post', slug: 'hello', post: { slug: 'hello', title: 'Hello', date: '2026-02-10', kind: 'essay', content: '# Hello\n\nFirst *words* here. Then more.' } });
    expect(page).toMatchObject({ title: 'Hello — Riley Chen', description: 'First words here. Then more.', ogType: 'article', article: { publishedTime: '2026-02-10', section: 'essay' } });
    expect(page.jsonLd[0]).toMatchObject({ '@type': 'BlogPosting', headline: 'Hello', datePublished: '2026-02-10', author: { '@type': 'Person', name: 'Riley Chen' }, url: 'https://riley.dev/writing/hello' });
  });

  it('answers a missing project, post or page with 404, noindex and no canonical or structured data', () => {
    for (const content of [{ kind: 'project', id: 'nope', project: null }, { kind: 'post', slug: 'nope', post: null }, { kind: 'not-found' }] as const) {
      const page = head(content);
      expect(page).toMatchObject({ status: 404, noindex: true, canonical: null, jsonLd: [] });
    }
    expect(head({ kind: 'project', id: 'nope', project: null }).title).toBe('Project not found — Riley Chen');
    expect(head({ kind: 'post', slug: 'nope', post: null }).title).toBe('Post not found — Riley Chen');
  });

  it('keeps the admin out of the index', () => {
    expect(head({ kind: 'admin' })).toMatchObject({ status: 200, noindex: true, title: 'Admin — Riley Chen' });
    expect(head({ kind: 'admin-clean' })).toMatchObject({ status: 200, noindex: true, title: 'Admin Panel — Riley Chen' });
  });

  it('describes the lists by what they hold', () => {
    const items = ['A', 'B', 'C', 'D'].map((title, index) => ({ key: title.toLowerCase(), title, date: `2026-01-0${index + 1}` }));
    expect(head({ kind: 'projects', projects: items }).description).toBe('4 projects by Riley Chen, including A, B and C.');
    expect(head({ kind: 'projects', projects: items.slice(0, 1) }).description).toBe('1 project by Riley Chen, namely A.');
    expect(head({ kind: 'projects', projects: [] }).description).toBe('Projects by Riley Chen.');
    const writing = head({ kind: 'writing', posts: items });
    expect(writing.description).toBe('4 posts by Riley Chen; the latest: “A”.');
    expect(writing.jsonLd[0]).toMatchObject({ '@type': 'Blog', blogPost: [{ headline: 'A', url: 'https://riley.dev/writing/a' }, {}, {}, {}] });
    expect(head({ kind: 'projects', projects: items }).jsonLd[0]).toMatchObject({ '@type': 'CollectionPage' });
    expect(head({ kind: 'art' }).jsonLd[0]).toMatchObject({ '@type': 'CollectionPage' });
  });
});
