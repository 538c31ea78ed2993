import type { WritingListItem } from '@portfolio/contracts/writing';
import { POST_PREVIEW_LENGTH, preview } from '../logic/text';
import type { EntryEditor } from '../useEntryEditor';
import { PostEditor } from './PostEditor';
import { ItemButton, ListItem } from '../ListItem';
import forms from '../Forms.module.css';
import lists from '../Lists.module.css';

export interface PostListProps {
  readonly posts: readonly WritingListItem[];
  readonly contents: ReadonlyMap<string, string | null>;
  readonly entryEditor: EntryEditor;
  readonly busy: boolean;
  readonly onEdit: (post: WritingListItem) => void;
  readonly onDelete: (post: WritingListItem) => void;
}

function contentPreview(slug: string, contents: ReadonlyMap<string, string | null>): string {
  const content = contents.get(slug);
  if (content === undefined) return 'Loading post...';
  return content === null ? '' : preview(content, POST_PREVIEW_LENGTH);
}

/** Every post with a preview of its content; Edit opens it by slug. */
export function PostList({ posts, contents, entryEditor, busy, onEdit, onDelete }: PostListProps) {
  if (posts.length === 0) return <p className={forms.meta}>No files found</p>;
  return (
    <ul className={lists.list} aria-label="Posts">
      {posts.map((post) => {
        const isOpen = entryEditor.context.target?.id === post.slug;
        return (
          <ListItem
            key={post.slug}
            title={post.title}
            meta={[post.slug, post.kind, post.date]}
            preview={contentPreview(post.slug, contents)}
            current={isOpen}
            actions={<ItemButton label="Edit" name={`Edit ${post.title}`} onClick={() => onEdit(post)} />}
            busy={busy}
            onDelete={() => onDelete(post)}
          >
            {isOpen ? <PostEditor entryEditor={entryEditor} slug={post.slug} /> : null}
          </ListItem>
        );
      })}
    </ul>
  );
}
