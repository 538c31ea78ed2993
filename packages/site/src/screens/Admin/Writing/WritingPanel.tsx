import { type WritingAdminListItem, writingEditSchema } from '@portfolio/contracts/writing';
import { useCallback } from 'react';
import { fetchAdminPost, fetchAdminPosts, postWritingAction } from '../../../http/adminApi';
import { useAdmin } from '../AdminContext';
import { PUBLISH_MESSAGES } from '../Drafts/draftFields';
import { Section } from '../Fields';
import { editorForm } from '../form/editorForm';
import { TrashSection } from '../Revisions/TrashSection';
import { type ItemKind, ItemList, type ItemRow } from '../ItemList';
import { ItemButton } from '../ListItem';
import { POST_EDITOR_MESSAGES, WRITING_MESSAGES } from '../logic/messages';
import { NEW_POST, POST_REQUIRED, postEditorFields, postEditRequest } from '../logic/payloads';
import { failure, progress } from '../logic/status';
import { POST_PREVIEW_LENGTH, preview } from '../logic/text';
import { useAdminList } from '../useAdminList';
import { useListForm } from '../useListForm';
import { usePostPreviews } from '../usePostPreviews';
import { PostAddForm } from './PostAddForm';
import { PostEditor } from './PostEditor';
import layout from '../Admin.module.css';

const POSTS: ItemKind = { title: 'Posts', loading: 'Loading posts...', label: 'Posts', empty: 'No files found', history: 'post' };

function contentPreview(slug: string, contents: ReadonlyMap<string, string | null>): string {
  const content = contents.get(slug);
  if (content === undefined) return 'Loading post...';
  return content === null ? '' : preview(content, POST_PREVIEW_LENGTH);
}

/**
 * Writing tab: add posts; every post with a preview of its content, opened by slug in the editor,
 * deleted, or (a draft, marked) opened on its page and published. The simple admin appends the
 * server's reason to failures. With `wideEditor` (the clean admin) an open editor takes the tab's
 * width, the list it sits in first and the add form after it.
 */
export function WritingPanel() {
  const { session, rules } = useAdmin();
  const append = rules.reasonAppendedToWriting;
  // Read with the owner's token: drafts too (each with `draft`), and their content for the previews.
  const loadPosts = useCallback(() => session.authorized(fetchAdminPosts), [session]);
  const readPost = useCallback((slug: string) => session.authorized((token) => fetchAdminPost(token, slug)), [session]);
  const list = useAdminList(loadPosts, WRITING_MESSAGES.loadFailed);
  const contents = usePostPreviews(
    (list.data ?? []).map((post) => post.slug),
    list.version,
    readPost,
  );
  const { form: editor, actions } = useListForm(
    list,
    editorForm({ blank: NEW_POST, requiredFields: POST_REQUIRED, messages: POST_EDITOR_MESSAGES }),
    {
      name: 'editor',
      append,
      request: ({ id, fields }) => postEditRequest(String(id), fields),
      schema: writingEditSchema,
      send: postWritingAction,
    },
    (form) => ({
      keyOf: (post: WritingAdminListItem) => post.slug,
      messages: WRITING_MESSAGES,
      append,
      remove: (token, post) => postWritingAction(token, { action: 'remove', slug: post.slug }),
      publish: {
        messages: PUBLISH_MESSAGES.post,
        send: (token, post) => postWritingAction(token, { action: 'edit', slug: post.slug, update: { draft: false } }),
        // The editor open on the post would put the draft flag back on its next save.
        undraft: () => form.change('draft', ''),
      },
    }),
  );

  const edit = async (post: WritingAdminListItem) => {
    actions.setStatus(progress(WRITING_MESSAGES.opening));
    try {
      const full = await readPost(post.slug);
      actions.setStatus(null);
      editor.actor.send({ type: 'editor.editDetails', entry: { id: post.slug, details: postEditorFields(full) } });
    } catch (error) {
      actions.setStatus(failure(WRITING_MESSAGES.openFailed, error, append));
    }
  };

  const row = (post: WritingAdminListItem): ItemRow => ({
    key: post.slug,
    title: post.title,
    meta: [post.slug, post.kind, post.date],
    preview: contentPreview(post.slug, contents),
    draftPage: post.draft ? `/writing/${encodeURIComponent(post.slug)}` : undefined,
    buttons: <ItemButton label="Edit" name={`Edit ${post.title}`} onClick={() => void edit(post)} />,
  });

  const addForm = (
    <Section key="add" title="Add Post">
      <PostAddForm onAdded={list.reload} />
    </Section>
  );
  const posts = (
    <div key="posts" className={layout.stack}>
      <ItemList kind={POSTS} list={list} row={row} actions={actions} editor={(post) => <PostEditor editor={editor} slug={post.slug} />} />
      <TrashSection kinds={['post']} watch={list.version} onRestored={() => void list.reload()} />
    </div>
  );
  // Keyed, so the two trade places without remounting (the add form keeps what it holds).
  const wide = rules.wideEditor && editor.open;
  return <div className={wide ? layout.wide : layout.columns}>{wide ? [posts, addForm] : [addForm, posts]}</div>;
}
