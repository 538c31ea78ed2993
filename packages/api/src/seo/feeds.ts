import { feedEntries, feedUpdated, type FeedInput } from './feedEntries';
import { jsonFeed } from './jsonFeed';
import { xmlFeed, type XmlFeedLinks } from './xmlFeeds';

export type { FeedInput } from './feedEntries';

/** Where the server answers each feed. */
export const FEED_PATHS = { rss: '/rss.xml', atom: '/atom.xml', json: '/feed.json' } as const;

export interface Feeds {
  readonly rss: string;
  readonly atom: string;
  readonly json: string;
}

/**
 * The writing as RSS 2.0, Atom 1.0 and JSON Feed 1.1, newest post first. A pure function of the
 * input (no clock), so the caller can derive ETags from the bytes.
 */
export function buildFeeds(input: FeedInput): Feeds {
  const entries = feedEntries(input);
  const updated = feedUpdated(input, entries);
  const links: XmlFeedLinks = {
    home: `${input.siteUrl}/`,
    rss: `${input.siteUrl}${FEED_PATHS.rss}`,
    atom: `${input.siteUrl}${FEED_PATHS.atom}`,
    json: `${input.siteUrl}${FEED_PATHS.json}`,
  };
  return {
    rss: xmlFeed(input, entries, links, updated, 'rss'),
    atom: xmlFeed(input, entries, links, updated, 'atom'),
    json: jsonFeed(input, entries, { home: links.home, feed: links.json }),
  };
}
