import { Feed, type Category, type Item } from 'feed';
import type { FeedEntry, FeedInput } from './feedEntries';
import { xmlChars } from './xml';

export type XmlFeedFormat = 'rss' | 'atom';

export interface XmlFeedLinks {
  readonly home: string;
  readonly rss: string;
  readonly atom: string;
  readonly json: string;
}

/**
 * Plain text where readers take HTML: RSS titles and descriptions, Atom's `type="html"` titles
 * and summaries. `&` is written `&#38;` because the `feed` package's XML writer turns a literal
 * `&amp;` in text back into `&`.
 */
function asHtml(text: string): string {
  return xmlChars(text).replace(/&/g, '&#38;').replace(/</g, '&#60;').replace(/>/g, '&#62;');
}

/**
 * HTML for a CDATA section: `]]>` would end it, and the `feed` package splits only the first one.
 * Our HTML has no raw-text elements, so `>` may be written `&gt;` anywhere.
 */
function asCdataHtml(html: string): string {
  return xmlChars(html).replaceAll(']]>', ']]&gt;');
}

/**
 * RSS has the kind as element text; Atom as a `term` attribute, where `feed` escapes only `&` and
 * `"`, so a kind with `<` (which would break the XML) is left out of the Atom entry.
 */
function categories(kind: string, format: XmlFeedFormat): Category[] {
  const name = xmlChars(kind);
  if (format === 'rss') return [{ name }];
  return name.includes('<') ? [] : [{ term: name }];
}

function item(entry: FeedEntry, format: XmlFeedFormat): Item {
  return {
    title: asHtml(entry.title),
    // No `id`/`guid`: the link then serves as both, and RSS marks it `isPermaLink="true"`.
    link: entry.url,
    date: entry.date,
    published: entry.date,
    description: asHtml(entry.summary),
    content: asCdataHtml(entry.contentHtml),
    author: [{ name: xmlChars(entry.author) }],
    category: categories(entry.category, format),
  };
}

/** The RSS 2.0 or Atom 1.0 feed; `updated` is passed in, as `feed` would otherwise use the clock. */
export function xmlFeed(input: FeedInput, entries: readonly FeedEntry[], links: XmlFeedLinks, updated: Date, format: XmlFeedFormat): string {
  // Atom's feed title and subtitle are plain text (`type="text"`); RSS's are read as HTML.
  const text = format === 'rss' ? asHtml : xmlChars;
  const feed = new Feed({
    id: links.home,
    link: links.home,
    title: text(input.title),
    description: text(input.description),
    language: 'en',
    updated,
    feedLinks: { rss: links.rss, atom: links.atom, json: links.json },
    author: { name: xmlChars(input.ownerName), link: links.home },
  });
  entries.forEach((entry) => feed.addItem(item(entry, format)));
  return format === 'rss' ? feed.rss2() : feed.atom1();
}
