import { useEffect, useRef } from 'react';
import { TextField } from '../Fields';
import { FilePicker } from '../Media/FilePicker';
import type { MediaUpload } from '../Media/mediaUploads';
import { Thumbnail } from '../Media/Thumbnail';
import { UploadLines } from '../Media/UploadLines';
import type { ImageMove, ProjectImage } from './projectImages';
import type { ProjectFormEvent } from './projectFormMachine';
import forms from '../Forms.module.css';
import media from '../Media/Media.module.css';

/** The form machine's image events. */
export type ProjectImagesEvent = Extract<ProjectFormEvent, { type: `images.${string}` }>;

export interface ProjectImagesFieldProps {
  readonly images: readonly ProjectImage[];
  /** The URLs typed and not yet added. */
  readonly imageUrls: string;
  readonly uploads: readonly MediaUpload[];
  readonly onUrlsChange: (value: string) => void;
  readonly onImages: (event: ProjectImagesEvent) => void;
}

/** Which button has the focus once the list has changed. */
type FocusAfter = { readonly index: number; readonly control: 'up' | 'down' | 'remove' } | 'first';

const control = (by: ImageMove) => (by === -1 ? 'up' : 'down');

/**
 * A project's gallery: images added by URL (comma-separated, as before) or uploaded (picked or
 * dropped, several at once, a progress line each), then one row per image, in order, with its
 * thumbnail, alt text, Up / Down and Remove. After a move the focus follows the image; after a
 * removal it stays on the list.
 */
export function ProjectImagesField({ images, imageUrls, uploads, onUrlsChange, onImages }: ProjectImagesFieldProps) {
  const groupRef = useRef<HTMLFieldSetElement>(null);
  const focusAfter = useRef<FocusAfter | null>(null);

  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    const group = groupRef.current;
    if (target === null || group === null) return;
    const button = target === 'first' ? null : group.querySelector<HTMLElement>(`[data-control="${target.control}-${target.index}"]`);
    (button ?? group.querySelector<HTMLElement>('input'))?.focus();
  }, [images]);

  const move = (index: number, by: ImageMove) => {
    const to = index + by;
    // At the end of the list this direction's button is disabled: the other one takes the focus.
    const onward = to + by >= 0 && to + by < images.length;
    focusAfter.current = { index: to, control: onward ? control(by) : control(by === 1 ? -1 : 1) };
    onImages({ type: 'images.move', index, by });
  };

  const remove = (index: number) => {
    const left = images.length - 1;
    focusAfter.current = left === 0 ? 'first' : { index: Math.min(index, left - 1), control: 'remove' };
    onImages({ type: 'images.remove', index });
  };

  return (
    <fieldset ref={groupRef} className={media.group}>
      <legend className={media.legend}>
        Images
      </legend>
      <TextField
        label="Images (comma-separated URLs)"
        value={imageUrls}
        onChange={onUrlsChange}
        placeholder="https://…/one.png, /media/…"
      />
      <div className={forms.actions}>
        <button
          type="button"
          className={forms.secondaryButton}
          disabled={imageUrls.trim() === ''}
          onClick={() => onImages({ type: 'images.add' })}
        >
          Add URLs
        </button>
      </div>
      <FilePicker label="Upload images" multiple dropHint="or drop images here" onFiles={(files) => onImages({ type: 'images.upload', files })} />
      <UploadLines uploads={uploads} label="Image uploads" />
      {images.length > 0 ? (
        <ol className={media.gallery} aria-label="Gallery images">
          {images.map((image, index) => {
            const number = index + 1;
            return (
              // By position: the rows stay in place and show the images in their new order.
              <li key={index} className={media.image}>
                <Thumbnail url={image.url} alt={`Image ${number}`} />
                <div className={media.imageText}>
                  <span className={forms.meta}>{image.url}</span>
                  <TextField
                    label={`Alt text for image ${number}`}
                    value={image.alt}
                    onChange={(alt) => onImages({ type: 'images.describe', index, alt })}
                  />
                </div>
                <div className={media.imageActions}>
                  <button
                    type="button"
                    className={forms.secondaryButton}
                    aria-label={`Move image ${number} up`}
                    data-control={`up-${index}`}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    Up
                  </button>
                  <button
                    type="button"
                    className={forms.secondaryButton}
                    aria-label={`Move image ${number} down`}
                    data-control={`down-${index}`}
                    disabled={index === images.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    Down
                  </button>
                  <button
                    type="button"
                    className={forms.dangerButton}
                    aria-label={`Remove image ${number}`}
                    data-control={`remove-${index}`}
                    onClick={() => remove(index)}
                  >
                    Remove
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
    </fieldset>
  );
}
