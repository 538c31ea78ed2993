import type { WritingAdminListItem } from '@portfolio/contracts/writing';
import { DraftActions } from '../Drafts/DraftActions';
import { DRAFT_TEXTS } from '../Drafts/draftFields';
import { POST_PREVIEW_LENGTH, preview } from '../logic/text';
import type { EntryEditor } from '../useEntryEditor';
import { PostEditor } from './PostEditor';
import { ItemButton, ListItem } from '../ListItem';
import forms from '../Forms.module.css';
import lists from '../Lists.module.css';

export interface PostListProps {
  readonly posts: readonly WritingAdminListItem[];
  readonly contents: ReadonlyMap<string, string | null>;
  readonly entryEditor: EntryEditor;
  readonly busy: boolean;
  readonly onEdit: (post: WritingAdminListItem) => void;
  readonly onDelete: (post: WritingAdminListItem) => void;
  /** Publish is disabled while a publish runs. */
  readonly publishing: boolean;
  /** Publishes a draft (its Publish button). */
  readonly onPublish: (post: WritingAdminListItem) => void;
  /** After a version of a post was restored from its history. */
  readonly onRestored: (key: string) => void;
}

function contentPreview(slug: string, contents: ReadonlyMap<string, string | null>): string {
  const content = contents.get(slug);
  if (content === undefined) return 'Loading post...';
  return content === null ? '' : preview(content, POST_PREVIEW_LENGTH);
}

/** Every post with a preview of its content; Edit opens it by slug; a draft is marked, with Open draft and Publish. */
export function PostList({ posts, contents, entryEditor, busy, onEdit, onDelete, onRestored, publishing, onPublish }: PostListProps) {
  if (posts.length === 0) return <p className={forms.meta}>No files found</p>;
  return (
    <ul className={lists.list} aria-label="Posts">
      {posts.map((post) => {
        const isOpen = entryEditor.context.target?.id === post.slug;
        return (
          <ListItem
            key={post.slug}
            title={post.title}
            mark={post.draft ? DRAFT_TEXTS.label : undefined}
            meta={[post.slug, post.kind, post.date]}
            preview={contentPreview(post.slug, contents)}
            current={isOpen}
            actions={
              <>
                <ItemButton label="Edit" name={`Edit ${post.title}`} onClick={() => onEdit(post)} />
                {post.draft ? (
                  <DraftActions name={post.title} href={`/writing/${encodeURIComponent(post.slug)}`} busy={publishing} onPublish={() => onPublish(post)} />
                ) : null}
              </>
            }
            busy={busy}
            onDelete={() => onDelete(post)}
            history={{ kind: 'post', itemKey: post.slug, onRestored }}
          >
            {isOpen ? <PostEditor entryEditor={entryEditor} slug={post.slug} /> : null}
          </ListItem>
        );
      })}
    </ul>
  );
}
