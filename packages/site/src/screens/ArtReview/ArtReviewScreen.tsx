import { postBody } from '@portfolio/contracts/postContent';
import { Prompt } from '@portfolio/terminal-ui/components/Prompt';
import type { Loaded } from '../../data/loaded';
import { artFileName } from '../../domain/artFiles';
import { formatLocalDate } from '../../domain/localDate';
import { MarkdownContent } from '../../markdown/MarkdownContent';
import { Link } from '../../routing';
import { NotFoundScreen } from '../NotFound/NotFoundScreen';
import styles from './ArtReview.module.css';
import { REVIEW_LOADING, type ArtReview } from './artReviewState';

/** The way back above the review: the art terminal, as a shell command. */
export const BACK_TO_ART_COMMAND = 'cd ~/art';
/** The way back at the review's end. */
export const BACK_TO_ART = 'Back to Art';
export const failedToLoadReview = (message: string): string => `Failed to load review: ${message}`;

export interface ArtReviewScreenProps {
  /** The entry and its review; not found is the site's 404 page. */
  state: Loaded<ArtReview>;
  /** The host the prompts show (the route reads the page's). */
  host: string;
  /** The page's path, as the 404 page names it. */
  path: string;
}

/** What `cat` prints of the entry, as a page: its name, creator, date and category, then the review. */
function Review({ data: { kind, item, review }, host }: { data: ArtReview; host: string }) {
  return (
    <article className={styles.article}>
      <header className={styles.header}>
        <p className={styles.command}>
          <Prompt user="portfolio" host={host} path={`~/art/${kind}`} /> cat <span className={styles.file}>{artFileName(item)}</span>
        </p>
        <h1 className={styles.title}>{item.title}</h1>
        <dl className={styles.fields}>
          <div>
            <dt>Creator:</dt> <dd>{item.creator}</dd>
          </div>
          <div>
            <dt>Date:</dt>{' '}
            <dd>
              <time dateTime={item.date}>{formatLocalDate(item.date)}</time>
            </dd>
          </div>
          <div>
            <dt>Category:</dt> <dd>{kind}</dd>
          </div>
        </dl>
      </header>
      <MarkdownContent content={postBody(review)} highlights={review.highlights} imagesLabel={`Images in the review of ${item.title}`} />
      <nav className={styles.footer} aria-label="More art">
        <Link className={styles.back} to="/art">
          <span aria-hidden="true">← </span>
          {BACK_TO_ART}
        </Link>
      </nav>
    </article>
  );
}

/**
 * `/art/{kind}/{id}`: an art entry's review as a page of its own, in the terminal's look: the `cat`
 * that opened it, the entry, its review rendered from Markdown, and the way back to `~/art` above
 * and below it (links: they work without scripts). Nothing to show is the site's 404 page.
 */
export function ArtReviewScreen({ state, host, path }: ArtReviewScreenProps) {
  if (state.status === 'notFound') return <NotFoundScreen path={path} host={host} />;
  return (
    <main className={styles.page}>
      <nav className={styles.nav} aria-label="Art">
        <Link className={styles.back} to="/art">
          {BACK_TO_ART_COMMAND}
        </Link>
      </nav>
      {state.status === 'loading' && (
        <p className={styles.status} role="status">
          {REVIEW_LOADING}
        </p>
      )}
      {state.status === 'failed' && <h1 className={styles.error}>{failedToLoadReview(state.message)}</h1>}
      {state.status === 'ready' && <Review data={state.data} host={host} />}
    </main>
  );
}
