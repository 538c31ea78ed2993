import { type WritingAdminListItem, writingEditSchema } from '@portfolio/contracts/writing';
import { useCallback } from 'react';
import { fetchAdminPost, fetchAdminPosts, postWritingAction } from '../../../api/adminApi';
import { PUBLISH_MESSAGES } from '../Drafts/draftFields';
import { usePublish } from '../Drafts/usePublish';
import { useAdmin } from '../AdminContext';
import { Section } from '../Fields';
import { fieldErrorsOf } from '../logic/fieldErrors';
import { ListSection } from '../ListSection';
import { POST_EDITOR_MESSAGES, WRITING_MESSAGES } from '../logic/messages';
import { POST_REQUIRED, postEditorFields, postEditRequest } from '../logic/payloads';
import { failure, progress } from '../logic/status';
import { useAdminList } from '../useAdminList';
import { useDelete } from '../useDelete';
import { useEntryEditor } from '../useEntryEditor';
import { TrashSection } from '../History/TrashSection';
import { useOperation } from '../useOperation';
import { usePostPreviews } from '../usePostPreviews';
import { PostAddForm } from './PostAddForm';
import { PostList } from './PostList';
import layout from '../Admin.module.css';

/** Writing tab: add posts, edit one by slug, delete. The simple admin appends the server's reason to failures. */
export function WritingPanel() {
  const { session, rules } = useAdmin();
  const append = rules.reasonAppendedToWriting;
  // Read with the owner's token: drafts too (each with `draft`), and their content for the previews.
  const loadPosts = useCallback(() => session.authorized(fetchAdminPosts), [session]);
  const readPost = useCallback((slug: string) => session.authorized((token) => fetchAdminPost(token, slug)), [session]);
  const list = useAdminList(loadPosts, WRITING_MESSAGES.loadFailed);
  const posts = list.data ?? [];
  const contents = usePostPreviews(
    posts.map((post) => post.slug),
    list.version,
    readPost,
  );
  const entryEditor = useEntryEditor({
    name: 'editor',
    requiredFields: POST_REQUIRED,
    messages: POST_EDITOR_MESSAGES,
    save: (input) =>
      session.authorized((token) => postWritingAction(token, postEditRequest(String(input.id), input.mode === 'details' ? input.details : {}))),
    onSaved: list.reload,
    append,
    check: (input) => fieldErrorsOf(writingEditSchema, postEditRequest(String(input.id), input.mode === 'details' ? input.details : {})),
  });
  const { status, setStatus, attempt } = useOperation();
  const deletion = useDelete(attempt, {
    confirm: WRITING_MESSAGES.confirmDelete,
    messages: { pending: WRITING_MESSAGES.deleting, done: WRITING_MESSAGES.deleted, failed: WRITING_MESSAGES.deleteFailed, append },
    send: (token, post: WritingAdminListItem) => postWritingAction(token, { action: 'remove', slug: post.slug }),
    onDeleted: (post) => {
      if (entryEditor.context.target?.id === post.slug) entryEditor.editor.send({ type: 'editor.cancel' });
      void list.reload();
    },
  });

  const publishing = usePublish(attempt, {
    messages: { ...PUBLISH_MESSAGES.post, append },
    send: (token, post: WritingAdminListItem) => postWritingAction(token, { action: 'edit', slug: post.slug, update: { draft: false } }),
    onPublished: (post) => {
      // An editor open on the post would put the draft flag back on its next save.
      if (entryEditor.context.target?.id === post.slug) entryEditor.editor.send({ type: 'editor.change', field: 'draft', value: '' });
      void list.reload();
    },
  });

  /** After a restore: an editor open on the post holds the fields it replaced. */
  const closeAndReload = (slug: string) => {
    if (entryEditor.context.target?.id === slug) entryEditor.editor.send({ type: 'editor.cancel' });
    void list.reload();
  };

  const edit = async (post: WritingAdminListItem) => {
    setStatus(progress(WRITING_MESSAGES.opening));
    try {
      const full = await readPost(post.slug);
      setStatus(null);
      entryEditor.editor.send({ type: 'editor.editDetails', entry: { id: post.slug, details: postEditorFields(full) } });
    } catch (error) {
      setStatus(failure(WRITING_MESSAGES.openFailed, error, append));
    }
  };

  return (
    <div className={layout.columns}>
      <Section title="Add Post">
        <PostAddForm onAdded={list.reload} />
      </Section>
      <div className={layout.stack}>
        <ListSection title="Posts" list={list} status={status} loadingText="Loading posts...">
          {(loaded) => (
            <PostList
              posts={loaded}
              contents={contents}
              entryEditor={entryEditor}
              busy={deletion.busy}
              onEdit={(post) => void edit(post)}
              onDelete={(post) => void deletion.remove(post)}
              onRestored={closeAndReload}
              publishing={publishing.busy}
              onPublish={(post) => void publishing.publish(post)}
            />
          )}
        </ListSection>
        <TrashSection kinds={['post']} watch={list.version} onRestored={() => void list.reload()} />
      </div>
    </div>
  );
}
