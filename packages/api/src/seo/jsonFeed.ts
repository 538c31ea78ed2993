import type { FeedEntry, FeedInput } from './feedEntries';

interface JsonFeedAuthor {
  readonly name: string;
}

interface JsonFeedItem {
  readonly id: string;
  readonly url: string;
  readonly title: string;
  readonly content_html: string;
  readonly summary: string;
  readonly date_published: string;
  readonly authors: readonly JsonFeedAuthor[];
  readonly tags: readonly string[];
}

/** JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/), the fields this site fills. */
interface JsonFeed {
  readonly version: 'https://jsonfeed.org/version/1.1';
  readonly title: string;
  readonly home_page_url: string;
  readonly feed_url: string;
  readonly description: string;
  readonly language: 'en';
  readonly authors: readonly JsonFeedAuthor[];
  readonly items: readonly JsonFeedItem[];
}

function jsonItem(entry: FeedEntry): JsonFeedItem {
  return {
    id: entry.url,
    url: entry.url,
    title: entry.title,
    content_html: entry.contentHtml,
    summary: entry.summary,
    date_published: entry.date.toISOString(),
    authors: [{ name: entry.author }],
    tags: [entry.category],
  };
}

/** Written here rather than by the `feed` package, which only writes JSON Feed 1.0. */
export function jsonFeed(input: FeedInput, entries: readonly FeedEntry[], links: { readonly home: string; readonly feed: string }): string {
  const feed: JsonFeed = {
    version: 'https://jsonfeed.org/version/1.1',
    title: input.title,
    home_page_url: links.home,
    feed_url: links.feed,
    description: input.description,
    language: 'en',
    authors: [{ name: input.ownerName }],
    items: entries.map(jsonItem),
  };
  return JSON.stringify(feed, null, 2);
}
