import { postBody } from '@portfolio/contracts/postContent';
import type { WritingPost } from '@portfolio/contracts/writing';
import { postHtml } from './postHtml';
import { postPageUrl } from './postUrl';
import { plainSummary } from './summary';

export interface FeedInput {
  /** PUBLIC_URL, no trailing slash. */
  readonly siteUrl: string;
  readonly title: string;
  readonly description: string;
  readonly ownerName: string;
  readonly posts: readonly WritingPost[];
  /** The feed's time when there are no posts (else the newest post's day); the epoch if neither. */
  readonly updated?: Date;
}

/** One post as every feed format carries it. */
export interface FeedEntry {
  /** The post page's absolute URL, which is also the entry's id. */
  readonly url: string;
  readonly title: string;
  /** The post's day at 00:00 UTC. */
  readonly date: Date;
  /** Plain text. */
  readonly summary: string;
  readonly contentHtml: string;
  readonly author: string;
  readonly category: string;
}

function dayStart(date: string): Date {
  const day = new Date(`${date}T00:00:00.000Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(day.getTime())) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return day;
}

/** Newest date first, ties by slug: the order of `GET /api/writing`. */
function newestFirst(a: WritingPost, b: WritingPost): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  if (a.slug !== b.slug) return a.slug < b.slug ? -1 : 1;
  return 0;
}

export function feedEntries(input: FeedInput): FeedEntry[] {
  return [...input.posts].sort(newestFirst).map((post) => {
    const url = postPageUrl(input.siteUrl, post.slug);
    // Without a leading `# {title}`: readers show the title above the post already.
    const body = postBody(post);
    return {
      url,
      title: post.title,
      date: dayStart(post.date),
      summary: plainSummary(body),
      contentHtml: postHtml(body, { postUrl: url }),
      author: input.ownerName,
      category: post.kind,
    };
  });
}

/** A function of the input only, so the same posts give the same bytes (and ETag). */
export function feedUpdated(input: FeedInput, entries: readonly FeedEntry[]): Date {
  return entries[0]?.date ?? input.updated ?? new Date(0);
}
