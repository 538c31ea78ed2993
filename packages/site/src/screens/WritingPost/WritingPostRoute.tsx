import { postBody } from '@portfolio/contracts/postContent';
import { useParams } from '../../routing';
import { fetchDraftPost } from '../../http/draftPreviewApi';
import { postLoader, writingListLoader } from '../../data/siteData';
import { useLoaded } from '../../data/useLoaded';
import { useDocumentTitle } from '../../document/useDocumentTitle';
import { currentHost } from '../../domain/shellPrompt';
import { hydratingAdoptedMarkdown, markdownRenderer } from '../../markdown/markdownRenderer';
import { useDraftPreview } from '../shared/DraftPreview/useDraftPreview';
import { NO_NEIGHBOURS, postNeighbours } from './postNeighbours';
import { useGoBack } from './useGoBack';
import { WritingPostScreen } from './WritingPostScreen';

/**
 * Before the first render of a post fetched with its chunk (`data/loader.ts`) and the Markdown
 * renderer (loaded beside it, `markdownRenderer.ts`): parses its Markdown, then yields to the
 * browser, so parsing and rendering are two short tasks rather than one long one on a slow phone
 * (~16 ms and ~10 ms on this project's 2-core CI machine, four times that on a mid-range phone).
 * The router awaits it before the screen renders. A page the server wrote has nothing to parse:
 * hydration keeps its Markdown as sent (`markdown/serverMarkdown.ts`).
 */
export function preparePost(slug: string): Promise<void> {
  const first = postLoader.peek(slug);
  const renderer = markdownRenderer();
  if (first?.status !== 'ready' || renderer === undefined || hydratingAdoptedMarkdown()) return Promise.resolve();
  renderer.parseMarkdown(postBody(first.data));
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * `/writing/{slug}`: one post, its Markdown rendered safely. A post visitors cannot find may be the
 * owner's draft: in the owner's browser it is then shown, marked (`useDraftPreview`). The writing
 * list (the server's page carries it) gives the posts linked at its end.
 */
export function WritingPostRoute() {
  const { slug = '' } = useParams();
  const { state, draft } = useDraftPreview(slug, useLoaded(postLoader, slug), fetchDraftPost);
  const list = useLoaded(writingListLoader);
  const { canGoBack, goBack } = useGoBack();
  useDocumentTitle(state.status === 'ready' ? state.data.title : state.status === 'notFound' ? 'Post not found' : 'Writing');
  const neighbours = list.status === 'ready' ? postNeighbours(list.data.items, slug) : NO_NEIGHBOURS;
  return <WritingPostScreen state={state} draft={draft} host={currentHost()} canGoBack={canGoBack} onBack={goBack} neighbours={neighbours} />;
}
