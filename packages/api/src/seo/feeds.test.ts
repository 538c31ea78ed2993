import { parseFeed } from '@rowanmanning/feed-parser';
import type { WritingPost } from '@portfolio/contracts/writing';
import { describe, expect, it } from 'vitest';
import { buildFeeds, type FeedInput } from './feeds';

const NASTY = `</script> ]]> and ]]> "quotes" & 'apos' <img src=x onerror=alert(1)>`;

const posts: readonly WritingPost[] = [
  { slug: 'older', title: 'Older post', date: '2026-01-05', kind: 'note', content: '# Older post\n\nThe **older** one. [Next](/writing/newer).' },
  { slug: 'b-same-day', title: 'B same day', date: '2026-02-10', kind: 'essay', content: 'Second on the day.' },
  { slug: 'a-same-day', title: NASTY, date: '2026-02-10', kind: 'essay', content: `# ${NASTY}\n\nBody with ]]> twice ]]> and <script>alert(1)</script>.` },
  { slug: 'newest', title: 'Newest', date: '2026-03-01', kind: 'review', content: 'Newest post. ![pic](data:image/png;base64,AA)' },
];

const input: FeedInput = {
  siteUrl: 'https://example.com',
  title: 'Riley writes',
  description: 'Notes & essays',
  ownerName: 'Riley Chen',
  posts,
};

const ORDER = ['newest', 'a-same-day', 'b-same-day', 'older'];
const TITLES = ['Newest', NASTY, 'B same day', 'Older post'];
const LINKS = ORDER.map((slug) => `https://example.com/writing/${slug}`);
const DATES = ['2026-03-01', '2026-02-10', '2026-02-10', '2026-01-05'].map((day) => `${day}T00:00:00.000Z`);

function parsedItems(xml: string) {
  return parseFeed(xml).items.map((item) => ({
    title: item.title,
    url: item.url,
    id: item.id,
    published: item.published?.toISOString(),
    description: item.description,
    content: item.content,
    authors: item.authors.map((author) => author.name),
    categories: item.categories.map((category) => category.term),
  }));
}

describe.each(['rss', 'atom'] as const)('buildFeeds: %s', (format) => {
  const xml = buildFeeds(input)[format];
  const items = parsedItems(xml);

  it('lists every post, newest first (ties by slug), with its title, link, id and day', () => {
    expect(items.map((item) => item.title)).toEqual(TITLES);
    expect(items.map((item) => item.url)).toEqual(LINKS);
    expect(items.map((item) => item.id)).toEqual(LINKS);
    expect(items.map((item) => item.published)).toEqual(DATES);
  });

  it('gives each post its summary, its HTML without the repeated title, its author and kind', () => {
    const [newest, nasty, , older] = items;
    expect(older?.description).toBe('The older one. Next.');
    expect(older?.content).toBe('<p>The <strong>older</strong> one. <a href="https://example.com/writing/newer">Next</a>.</p>');
    expect(newest?.content).toBe('<p>Newest post. pic</p>');
    expect(nasty?.content).not.toContain('<h1>');
    expect(items.map((item) => item.authors)).toEqual(ORDER.map(() => ['Riley Chen']));
    expect(items.map((item) => item.categories)).toEqual([['review'], ['essay'], ['essay'], ['note']]);
  });

  it('carries titles and summaries as text, whatever they contain', () => {
    const [, nasty] = items;
    expect(nasty?.title).toBe(NASTY);
    expect(nasty?.description).toBe('Body with ]]> twice ]]> and alert(1).');
    expect(xml).not.toContain('<img');
    expect(xml).not.toContain('<script');
  });

  it('names the feed, its site and itself', () => {
    const feed = parseFeed(xml);
    expect(feed.title).toBe('Riley writes');
    expect(feed.description).toBe('Notes & essays');
    expect(feed.url).toBe('https://example.com/');
    expect(feed.self).toBe(`https://example.com/${format === 'rss' ? 'rss.xml' : 'atom.xml'}`);
  });

  it('gives back a feed title exactly', () => {
    expect(parseFeed(buildFeeds({ ...input, title: NASTY })[format]).title).toBe(NASTY);
  });

  it('is dated by its newest post, else by `updated`, else the epoch', () => {
    const updated = (feed: string) => parseFeed(feed).updated?.toISOString();
    expect(updated(xml)).toBe('2026-03-01T00:00:00.000Z');
    expect(updated(buildFeeds({ ...input, posts: [] })[format])).toBe('1970-01-01T00:00:00.000Z');
    expect(updated(buildFeeds({ ...input, posts: [], updated: new Date('2026-04-02T10:00:00Z') })[format])).toBe('2026-04-02T10:00:00.000Z');
    expect(parseFeed(buildFeeds({ ...input, posts: [] })[format]).items).toEqual([]);
  });
});

describe('buildFeeds', () => {
  it('is a function of its input', () => {
    expect(buildFeeds(input)).toEqual(buildFeeds({ ...input, posts: [...posts].reverse() }));
  });

  it('puts a slug in links encoded', () => {
    const { rss, atom, json } = buildFeeds({ ...input, posts: [{ ...posts[1]!, slug: NASTY }] });
    const link = `https://example.com/writing/${encodeURIComponent(NASTY)}`;
    expect(parseFeed(rss).items[0]?.url).toBe(link);
    expect(parseFeed(atom).items[0]?.url).toBe(link);
    expect((JSON.parse(json) as { items: { url: string }[] }).items[0]?.url).toBe(link);
  });

  it('keeps control characters, which XML forbids, out of the XML feeds', () => {
    const { rss, atom } = buildFeeds({ ...input, posts: [{ ...posts[1]!, title: 'Bell\u0007 title', content: 'Odd\u0001 text.' }] });
    for (const xml of [rss, atom]) {
      expect(xml).not.toContain('\u0001');
      expect(xml).not.toContain('\u0007');
      expect(parseFeed(xml).items[0]?.title).toBe('Bell title');
    }
  });

  it('leaves a kind with < out of Atom, where it would break the XML, and keeps it elsewhere', () => {
    const { rss, atom, json } = buildFeeds({ ...input, posts: [{ ...posts[1]!, kind: '<b>notes</b> & "more"' }] });
    expect(parseFeed(rss).items[0]?.categories.map((category) => category.term)).toEqual(['<b>notes</b> & "more"']);
    expect(parseFeed(atom).items[0]?.categories).toEqual([]);
    expect((JSON.parse(json) as { items: { tags: string[] }[] }).items[0]?.tags).toEqual(['<b>notes</b> & "more"']);
  });
});

describe('buildFeeds: JSON Feed 1.1', () => {
  const feed = JSON.parse(buildFeeds(input).json) as Record<string, unknown> & { items: Record<string, unknown>[] };

  it('describes the feed', () => {
    expect({ ...feed, items: undefined }).toEqual({
      version: 'https://jsonfeed.org/version/1.1',
      title: 'Riley writes',
      home_page_url: 'https://example.com/',
      feed_url: 'https://example.com/feed.json',
      description: 'Notes & essays',
      language: 'en',
      authors: [{ name: 'Riley Chen' }],
      items: undefined,
    });
  });

  it('lists every post, newest first, with its text exactly', () => {
    expect(feed.items.map((item) => item.title)).toEqual(TITLES);
    expect(feed.items.map((item) => item.id)).toEqual(LINKS);
    expect(feed.items.map((item) => item.date_published)).toEqual(DATES);
    expect(feed.items[3]).toEqual({
      id: 'https://example.com/writing/older',
      url: 'https://example.com/writing/older',
      title: 'Older post',
      content_html: '<p>The <strong>older</strong> one. <a href="https://example.com/writing/newer">Next</a>.</p>',
      summary: 'The older one. Next.',
      date_published: '2026-01-05T00:00:00.000Z',
      authors: [{ name: 'Riley Chen' }],
      tags: ['note'],
    });
  });
});
