import forms from '../Forms.module.css';
import { anyUploading, type MediaUpload, uploadLine, uploadTone } from './mediaUploads';
import media from './Media.module.css';

/**
 * One line per upload (`Uploading photo.jpg... 42%`, then its outcome), in a polite live region
 * that is busy while any upload runs, so a screen reader reads the outcome rather than every percent.
 */
export function UploadLines({ uploads, label }: { readonly uploads: readonly MediaUpload[]; readonly label: string }) {
  return (
    <div role="status" aria-busy={anyUploading(uploads)} className={media.uploads}>
      {uploads.length > 0 ? (
        <ul className={media.uploadList} aria-label={label}>
          {uploads.map((upload) => (
            <li key={upload.key} className={forms.tone} data-tone={uploadTone(upload)}>
              {uploadLine(upload)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
