import { postBody } from '@portfolio/contracts/postContent';
import { caughtErrorMessage } from '@portfolio/terminal-ui/engine/messages';
import { useParams } from '../../routing';
import { fetchDraftPost } from '../../api/draftPreviewApi';
import { useFetch } from '../../api/useFetch';
import { fetchPost, isNotFound, postFirstLoad } from '../../api/writingApi';
import { useDocumentTitle } from '../../document/useDocumentTitle';
import { currentHost } from '../../domain/shellPrompt';
import { parseMarkdown } from '../../markdown/parseMarkdown';
import { hasAdoptedMarkdown } from '../../markdown/serverMarkdown';
import { useDraftPreview } from '../shared/DraftPreview/useDraftPreview';
import { useGoBack } from './useGoBack';
import { type PostView, WritingPostScreen } from './WritingPostScreen';

/**
 * Before the first render of a post fetched with its chunk (`api/firstLoad.ts`): parses its
 * Markdown, then yields to the browser, so parsing and rendering are two short tasks rather than
 * one long one on a slow phone (~16 ms and ~10 ms on this project's 2-core CI machine, four times
 * that on a mid-range phone). The router awaits it before the screen renders. A page the server
 * wrote has nothing to parse: hydration keeps its Markdown as sent (`markdown/serverMarkdown.ts`).
 */
export function preparePost(slug: string): Promise<void> {
  const first = postFirstLoad.peek(slug);
  if (first?.status !== 'ready' || hasAdoptedMarkdown()) return Promise.resolve();
  parseMarkdown(postBody(first.data));
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * `/writing/{slug}`: one post, its Markdown rendered safely. A post visitors cannot find may be the
 * owner's draft: in the owner's browser it is then shown, marked (`useDraftPreview`).
 */
export function WritingPostRoute() {
  const { slug = '' } = useParams();
  const state = useFetch(slug, (signal) => fetchPost(slug, signal), postFirstLoad);
  const { canGoBack, goBack } = useGoBack();
  const draft = useDraftPreview(slug, state.status === 'failed' && isNotFound(state.error), fetchDraftPost);
  const view: PostView =
    draft !== null
      ? { status: 'ready', post: draft, draft: true }
      : state.status === 'ready'
      ? { status: 'ready', post: state.data }
      : state.status === 'loading'
        ? { status: 'loading' }
        : isNotFound(state.error)
          ? { status: 'notFound' }
          : { status: 'failed', message: caughtErrorMessage(state.error) };
  useDocumentTitle(view.status === 'ready' ? view.post.title : view.status === 'notFound' ? 'Post not found' : 'Writing');
  return <WritingPostScreen view={view} host={currentHost()} canGoBack={canGoBack} onBack={goBack} />;
}
