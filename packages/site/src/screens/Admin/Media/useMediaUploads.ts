import type { Media } from '@portfolio/contracts/media';
import { caughtErrorMessage } from '@portfolio/terminal-ui/engine/messages';
import { useCallback, useRef, useState } from 'react';
import { uploadMedia } from '../../../http/adminApi';
import { useAdmin } from '../AdminContext';
import { type MediaUpload, runningUploads, startedUpload, uploadDone, uploadFailed, uploadProgressed } from './mediaUploads';

const NONE: readonly MediaUpload[] = [];

/**
 * Single uploads for the fields that take one image at a time (a cover, an image in a post), each
 * field named by a `target`: `upload(target, file, alt)` sends the file with the owner's token and
 * answers the stored image, or null when it failed; `linesOf(target)` are that field's upload lines.
 * A new upload for a target clears the outcomes of its earlier ones.
 */
export function useMediaUploads() {
  const { session } = useAdmin();
  const [lines, setLines] = useState<Readonly<Record<string, readonly MediaUpload[]>>>({});
  const count = useRef(0);

  const upload = useCallback(
    async (target: string, file: File, alt = ''): Promise<Media | null> => {
      const key = ++count.current;
      const change = (next: (uploads: readonly MediaUpload[]) => readonly MediaUpload[]) =>
        setLines((current) => ({ ...current, [target]: next(current[target] ?? NONE) }));
      change((uploads) => [...runningUploads(uploads), startedUpload(key, file.name)]);
      try {
        const media = await session.authorized((token) =>
          uploadMedia(file, alt, token, (fraction) => change((uploads) => uploadProgressed(uploads, key, fraction))),
        );
        change((uploads) => uploadDone(uploads, key));
        return media;
      } catch (error) {
        change((uploads) => uploadFailed(uploads, key, caughtErrorMessage(error)));
        return null;
      }
    },
    [session],
  );

  const linesOf = (target: string): readonly MediaUpload[] => lines[target] ?? NONE;
  return { upload, linesOf };
}
