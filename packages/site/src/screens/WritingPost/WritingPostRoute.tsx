import { postBody } from '@portfolio/contracts/postContent';
import type { WritingPost } from '@portfolio/contracts/writing';
import { Prompt } from '@portfolio/terminal-ui/components/Prompt';
import { errorMessage } from '@portfolio/terminal-ui/engine/messages';
import type { MouseEvent } from 'react';
import { Link, useParams } from '../../routing';
import { useFetch } from '../../api/useFetch';
import { fetchPost, isNotFound, postFirstLoad } from '../../api/writing';
import { formatLocalDate } from '../../content/localDate';
import { currentHost } from '../../content/shellPrompt';
import { useDocumentTitle } from '../../routes/useDocumentTitle';
import { MarkdownContent } from './MarkdownContent';
import { parseMarkdown } from './parseMarkdown';
import { BACK_FALLBACK, useGoBack } from './useGoBack';
import styles from './WritingPost.module.css';

export const POST_LOADING = 'Loading post...';
export const POST_NOT_FOUND = '404: Post not found';
export const BACK_LABEL = 'cd ../';

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function Article({ post, onBack }: { post: WritingPost; onBack: () => void }) {
  return (
    <article className={styles.article}>
      {/* A click on the header goes back too (spec); keyboard users have the "cd ../" link. */}
      <header className={styles.header} onClick={onBack} title="Go back">
        <p className={styles.command}>
          <Prompt user="portfolio" host={currentHost()} path="~/writing" /> cat{' '}
          <span className={styles.file}>{post.slug}.md</span>
        </p>
        <h1 className={styles.title}>{post.title}</h1>
        <p className={styles.meta}>
          <time dateTime={post.date}>{formatLocalDate(post.date)}</time>
          <span aria-hidden="true"> · </span>
          <span className={styles.kind}>{post.kind}</span>
        </p>
      </header>
      <MarkdownContent content={postBody(post)} />
    </article>
  );
}

/**
 * Before the first render of a post fetched with its chunk (`api/firstLoad.ts`): parses its
 * Markdown, then yields to the browser, so parsing and rendering are two short tasks rather than
 * one long one on a slow phone (~16 ms and ~10 ms on this project's 2-core CI machine, four times
 * that on a mid-range phone). The router awaits it before the screen renders.
 */
export function preparePost(slug: string): Promise<void> {
  const first = postFirstLoad.peek(slug);
  if (first?.status !== 'ready') return Promise.resolve();
  parseMarkdown(postBody(first.data));
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** `/writing/{slug}`: one post, its Markdown rendered safely (spec §2 "Writing post"). */
export function WritingPostRoute() {
  const { slug = '' } = useParams();
  const state = useFetch(slug, (signal) => fetchPost(slug, signal), postFirstLoad);
  const { canGoBack, goBack } = useGoBack();
  const missing = state.status === 'failed' && isNotFound(state.error);
  useDocumentTitle(state.status === 'ready' ? state.data.title : missing ? 'Post not found' : 'Writing');

  const onBackLink = (event: MouseEvent<HTMLAnchorElement>) => {
    // Without history in the site the link simply follows its href, /writing.
    if (!canGoBack || !isPlainClick(event)) return;
    event.preventDefault();
    goBack();
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
      {state.status === 'failed' && (
        <h1 className={styles.error}>{missing ? POST_NOT_FOUND : `Failed to load post: ${errorMessage(state.error)}`}</h1>
      )}
      {state.status === 'ready' && <Article post={state.data} onBack={goBack} />}
    </main>
  );
}
