import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseHtml } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { findProjectRoot } from '../projectRoot';
import { headTags, scriptJson, withPageHead } from './headHtml';
import type { Owner, PageContent } from './pageContent';
import { pageHead } from './pageHead';

const HOSTILE = [
  '</script><script>alert(1)</script>',
  '"quoted" & \'apostrophes\'',
  '<img src=x onerror=alert(1)>',
  'Tom & Jerry &amp; co',
  '<!-- comment --> ]]> \u2028 line',
];

const owner: Owner = { name: 'Riley Chen', role: 'Computer Engineering Student', profileText: 'Hi.', tagline: '', profiles: ['https://github.com/riley'] };
const image = { path: '/og/site/abc.png', width: 1200, height: 630, alt: 'card' };
const site = { publicUrl: 'https://riley.dev' };
const INDEX = '<!doctype html><html><head><meta charset="UTF-8" /><meta name="description" content="generic" /><title>portfolio</title><script>theme()</script></head><body><div id="root"></div></body></html>';

const post = (title: string): PageContent => ({ kind: 'post', slug: 'a-post', post: { slug: 'a-post', title, date: '2026-01-02', kind: 'essay', content: `${title}\n\nBody text.` } });

/** Parses the page as an HTML reader does, without running anything. */
const parse = (html: string) => {
  const root = parseHtml(html);
  return Object.assign(root, { title: root.querySelector('title')?.text ?? '' });
};

describe('escaping', () => {
  it('writes JSON that still parses and cannot end its script', () => {
    for (const value of HOSTILE) {
      const json = scriptJson({ value });
      expect(json).not.toMatch(/[<>&\u2028\u2029]/);
      expect(JSON.parse(json)).toEqual({ value });
    }
  });
});

describe('a page head in the HTML', () => {
  it.each(HOSTILE)('carries the hostile title %j as text in every context', (title) => {
    const head = pageHead(post(title), { ...owner, name: title }, image, site);
    const document = parse(withPageHead(INDEX, head));
    expect(document.title).toBe(`${title} — ${title}`);
    expect(document.querySelectorAll('script:not([type])')).toHaveLength(1);
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(`${title} — ${title}`);
    expect(document.querySelector('meta[property="og:site_name"]')?.getAttribute('content')).toBe(title);
    const data = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.rawText) as Record<string, unknown>);
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ '@type': 'BlogPosting', headline: title, author: { name: title } });
  });

  it("replaces the built title and description, once, where the title stood", () => {
    const html = withPageHead(INDEX, pageHead({ kind: 'home' }, owner, image, site));
    const document = parse(html);
    expect(document.querySelectorAll('title')).toHaveLength(1);
    expect(document.title).toBe('Riley Chen — Computer Engineering Student');
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Hi.');
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('<script>theme()'));
  });

  it('names the feeds and the manifest on every page, absolute where a reader needs it', () => {
    const tags = headTags(pageHead({ kind: 'not-found' }, owner, image, site));
    expect(tags).toContain('<link rel="alternate" type="application/rss+xml" title="Riley Chen — writing (RSS)" href="https://riley.dev/rss.xml">');
    expect(tags).toContain('<link rel="alternate" type="application/atom+xml" title="Riley Chen — writing (Atom)" href="https://riley.dev/atom.xml">');
    expect(tags).toContain('<link rel="alternate" type="application/feed+json" title="Riley Chen — writing (JSON Feed)" href="https://riley.dev/feed.json">');
    expect(tags).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(tags).toContain('<meta name="robots" content="noindex">');
    expect(tags).not.toContain('rel="canonical"');
  });

  it('links the icon files and names the locale on every page', () => {
    const tags = headTags(pageHead({ kind: 'not-found' }, owner, image, site));
    expect(tags).toContain('<link rel="icon" href="/favicon.ico" sizes="48x48">');
    expect(tags).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png">');
    expect(tags).toContain('<meta property="og:locale" content="en_US">');
    expect(tags).not.toMatch(/twitter:site|twitter:creator|fediverse:creator|profile:/);
  });

  it('writes the owner\'s handles and the profile fields when there are some', () => {
    const withHandles: Owner = { ...owner, xHandle: '@rileychen', fediverseHandle: '@riley@mastodon.social' };
    const tags = headTags(pageHead({ kind: 'about' }, withHandles, image, site));
    for (const tag of [
      '<meta name="twitter:site" content="@rileychen">',
      '<meta name="twitter:creator" content="@rileychen">',
      '<meta name="fediverse:creator" content="@riley@mastodon.social">',
      '<meta property="profile:first_name" content="Riley">',
      '<meta property="profile:last_name" content="Chen">',
      '<meta property="profile:username" content="rileychen">',
    ]) {
      expect(tags).toContain(tag);
    }
    expect(headTags(pageHead(post('A post'), withHandles, image, site))).not.toContain('profile:');
  });

  it('leaves no space in the site\'s data: icon URL (a URL holds none: the Nu Html Checker refuses it)', () => {
    const index = readFileSync(join(findProjectRoot(), 'packages/site/index.html'), 'utf8');
    const icon = parse(index).querySelector('link[rel="icon"]')?.getAttribute('href') ?? '';
    expect(icon).toMatch(/^data:image\/svg\+xml,/);
    expect(icon).not.toMatch(/\s/);
    expect(decodeURIComponent(icon.slice('data:image/svg+xml,'.length))).toBe(readFileSync(join(findProjectRoot(), 'packages/site/public/favicon.svg'), 'utf8').trim().replace(/"/g, "'"));
  });
});
