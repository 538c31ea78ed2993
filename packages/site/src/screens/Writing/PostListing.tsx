import type { WritingListItem } from '@portfolio/contracts/writing';
import { NO_FILES_FOUND } from '@portfolio/terminal-ui/engine/messages';
import { useId } from 'react';
import { formatLocalDate } from '../../domain/localDate';
import { foundPostsLine, postFileName, postPath } from '../../domain/writingPosts';
import { TreeRows } from '../shared/TreeRows/TreeRows';
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
        <TreeRows
          rows={posts.map((post) => ({
            key: post.slug,
            to: postPath(post.slug),
            name: postFileName(post.slug),
            title: post.title,
            meta: (
              <time className={styles.date} dateTime={post.date}>
                {formatLocalDate(post.date, locale)}
              </time>
            ),
          }))}
        />
      </ul>
    </section>
  );
}
