import type { MediaListItem } from '@portfolio/contracts/media';
import { useState } from 'react';
import { deleteMedia, listMedia } from '../../../http/adminApi';
import { useAdmin } from '../AdminContext';
import { ListItem } from '../ListItem';
import { ListSection } from '../ListSection';
import { MEDIA_MESSAGES } from '../logic/messages';
import { useAdminList } from '../useAdminList';
import { useDelete } from '../useDelete';
import { useOperation } from '../useOperation';
import { formatBytes } from './mediaText';
import { Thumbnail } from './Thumbnail';
import forms from '../Forms.module.css';
import lists from '../Lists.module.css';

/** The last part of a media URL (`{hash}_{W}x{H}_{w}.jpg`): it names one image. */
const fileName = (url: string) => url.slice(url.lastIndexOf('/') + 1);

/**
 * Every uploaded image, newest first: its thumbnail, alt text, size, date and whether a project,
 * cover, post or the config still shows it. Only an unused one has Delete (after the browser's
 * confirm); if it has come into use since the list loaded, the server refuses (409), its reason is
 * shown, and the list loads again. The server never deletes an image on its own.
 */
export function MediaLibrary() {
  const { session, rules } = useAdmin();
  // The list needs the owner's token: bound once, as useAdminList wants a stable loader.
  const [load] = useState(() => () => session.authorized(listMedia));
  const list = useAdminList(load, MEDIA_MESSAGES.loadFailed);
  const { status, attempt } = useOperation();
  const { reload } = list;
  const deletion = useDelete(attempt, {
    confirm: MEDIA_MESSAGES.confirmDelete,
    // The reason is the point of a refusal here (what still uses the image): the simple admin appends it.
    messages: { pending: MEDIA_MESSAGES.deleting, done: MEDIA_MESSAGES.deleted, failed: MEDIA_MESSAGES.deleteFailed, append: !rules.reasonOnOwnLine },
    send: (token, item: MediaListItem) => deleteMedia(token, item.id),
    onDeleted: () => void reload(),
    onRefused: () => void reload(),
  });

  const refresh = (
    <div className={forms.actions}>
      <button type="button" className={forms.secondaryButton} disabled={list.loading} onClick={() => void reload()}>
        Refresh
      </button>
    </div>
  );

  return (
    <ListSection title="Media" list={list} status={status} actions={refresh} loadingText="Loading media...">
      {(items) =>
        items.length === 0 ? (
          <p className={forms.meta}>No images uploaded</p>
        ) : (
          <ul className={lists.list} aria-label="Media">
            {items.map((item) => (
              <ListItem
                key={item.id}
                leading={<Thumbnail url={item.url} alt="" />}
                title={item.alt === '' ? 'No alt text' : item.alt}
                name={fileName(item.url)}
                meta={[`${item.width}×${item.height}`, formatBytes(item.bytes), item.createdAt.slice(0, 10), item.referenced ? 'In use' : 'Unused']}
                preview={item.url}
                current={false}
                actions={null}
                busy={deletion.busy}
                onDelete={item.referenced ? undefined : () => void deletion.remove(item)}
              />
            ))}
          </ul>
        )
      }
    </ListSection>
  );
}
