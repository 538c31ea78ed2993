import type { WritingListItem } from '@portfolio/contracts/writing';
import { NO_FILES_FOUND } from '@portfolio/terminal-ui/engine/messages';
import { treeBranch } from '@portfolio/terminal-ui/engine/treeLines';
import { useId } from 'react';
import { Link } from '../../routing';
import { formatLocalDate } from '../../domain/localDate';
import { foundPostsLine, postFileName, postPath } from '../../domain/writingPosts';
import styles from './WritingScreen.module.css';

export interface PostListingProps {
  /** Newest first. */
  posts: readonly WritingListItem[];
  locale?: string;
}

/** "Found N post(s)" and the posts as `{slug}.txt` links with their local dates, in a scroll area. */
export function PostListing({ posts, locale }: PostListingProps) {
  const summaryId = useId();
  if (posts.length === 0) return <p className={styles.summary}>{NO_FILES_FOUND}</p>;
  return (
    <section className={styles.posts} aria-labelledby={summaryId}>
      <p className={styles.summary} id={summaryId}>
        {foundPostsLine(posts.length)}
      </p>
      <ul className={styles.list}>
        {posts.map((post, index) => (
          <li key={post.slug} className={styles.row}>
            <span className={styles.branch} aria-hidden="true">
              {treeBranch(index, posts.length)}
            </span>
            <span className={styles.rowText}>
              <Link className={styles.file} to={postPath(post.slug)} title={post.title}>
                {postFileName(post.slug)}
              </Link>
              <time className={styles.date} dateTime={post.date}>
                {formatLocalDate(post.date, locale)}
              </time>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
