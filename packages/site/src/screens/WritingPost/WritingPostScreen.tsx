import { postBody } from '@portfolio/contracts/postContent';
import type { WritingPost } from '@portfolio/contracts/writing';
import { Prompt } from '@portfolio/terminal-ui/components/Prompt';
import type { MouseEvent } from 'react';
import type { Loaded } from '../../data/loaded';
import { Link } from '../../routing';
import { formatLocalDate } from '../../domain/localDate';
import { postPath } from '../../domain/writingPosts';
import { MarkdownContent } from '../../markdown/MarkdownContent';
import { readingTimeLabel } from '../../markdown/readingTime';
import { DraftNotice } from '../shared/DraftPreview/DraftNotice';
import { NO_NEIGHBOURS, type PostNeighbours } from './postNeighbours';
import { BACK_FALLBACK } from './useGoBack';
import styles from './WritingPost.module.css';

export const POST_LOADING = 'Loading post...';
export const POST_NOT_FOUND = '404: Post not found';
export const BACK_LABEL = 'cd ../';
/** The way back at a post's end, to the list of posts. */
export const ALL_POSTS_LABEL = 'All posts';

export interface WritingPostScreenProps {
  /** The post as the route has it: on its way, here, gone (404), or failed for another reason. */
  state: Loaded<WritingPost>;
  /** The owner's draft, shown to its owner only (`useDraftPreview`). */
  draft?: boolean;
  /** The host the prompt shows (the route reads the page's). */
  host: string;
  /** Whether this visit has a page of the site to go back to. */
  canGoBack: boolean;
  /** One step back, or to /writing on the visit's first page. */
  onBack: () => void;
  /** The posts before and after this one in the writing list, linked at its end. */
  neighbours?: PostNeighbours;
}

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

interface ArticleProps {
  readonly post: WritingPost;
  readonly host: string;
  readonly draft: boolean;
  readonly onBack: () => void;
  readonly neighbours: PostNeighbours;
}

/** A post's end: the older and the newer post, and the way back to the list (links: they work without scripts). */
function PostFooter({ neighbours: { previous, next } }: { neighbours: PostNeighbours }) {
  return (
    <nav className={styles.footer} aria-label="More writing">
      <ul className={styles.footerList}>
        {previous && (
          <li>
            <span className={styles.footerLabel}>Previous post: </span>
            <Link className={styles.back} to={postPath(previous.slug)} rel="prev">
              {previous.title}
            </Link>
          </li>
        )}
        {next && (
          <li>
            <span className={styles.footerLabel}>Next post: </span>
            <Link className={styles.back} to={postPath(next.slug)} rel="next">
              {next.title}
            </Link>
          </li>
        )}
        <li>
          <Link className={styles.back} to={BACK_FALLBACK}>
            <span aria-hidden="true">← </span>
            {ALL_POSTS_LABEL}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

function Article({ post, host, draft, onBack, neighbours }: ArticleProps) {
  return (
    <article className={styles.article}>
      {draft ? <DraftNotice /> : null}
      {/* A click on the header goes back too (spec); keyboard users have the "cd ../" link. */}
      <header className={styles.header} onClick={onBack} title="Go back">
        <p className={styles.command}>
          <Prompt user="portfolio" host={host} path="~/writing" /> cat{' '}
          <span className={styles.file}>{post.slug}.md</span>
        </p>
        <h1 className={styles.title}>{post.title}</h1>
        <p className={styles.meta}>
          <time dateTime={post.date}>{formatLocalDate(post.date)}</time>
          <span aria-hidden="true"> · </span>
          <span className={styles.kind}>{post.kind}</span>
          <span aria-hidden="true"> · </span>
          <span>{readingTimeLabel(postBody(post))}</span>
        </p>
      </header>
      <MarkdownContent content={postBody(post)} highlights={post.highlights} imagesLabel={`Images in ${post.title}`} />
      <PostFooter neighbours={neighbours} />
    </article>
  );
}

/**
 * `~/writing/{slug}`: the post's header (with its reading time) and its rendered Markdown, with a way
 * back above it and, at its end, the posts beside it and the way back to the list.
 */
export function WritingPostScreen({ state, draft = false, host, canGoBack, onBack, neighbours = NO_NEIGHBOURS }: WritingPostScreenProps) {
  const onBackLink = (event: MouseEvent<HTMLAnchorElement>) => {
    // Without history in the site the link simply follows its href, /writing.
    if (!canGoBack || !isPlainClick(event)) return;
    event.preventDefault();
    onBack();
  };

  return (
    <main className={styles.page}>
      <nav className={styles.nav} aria-label="Writing">
        <Link className={styles.back} to={BACK_FALLBACK} onClick={onBackLink}>
          {BACK_LABEL}
        </Link>
      </nav>
      {state.status === 'loading' && (
        <p className={styles.status} role="status">
          {POST_LOADING}
        </p>
      )}
      {state.status === 'notFound' && <h1 className={styles.error}>{POST_NOT_FOUND}</h1>}
      {state.status === 'failed' && <h1 className={styles.error}>{`Failed to load post: ${state.message}`}</h1>}
      {state.status === 'ready' && <Article post={state.data} host={host} draft={draft} onBack={onBack} neighbours={neighbours} />}
    </main>
  );
}
