import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import styles from './Lightbox.module.css';
import { useFocusTrap } from './useFocusTrap';

/** One file of an image in a better-compressed format, offered ahead of `src` (`<source type srcSet>`). */
export interface LightboxSource {
  /** Its content type, e.g. `image/avif`: a browser that cannot show it skips it. */
  readonly type: string;
  readonly srcSet: string;
}

/** An image with the same picture in other formats, best first; the browser shows the first it can. */
export interface LightboxImage {
  /** The file every browser shows. */
  readonly src: string;
  readonly sources?: readonly LightboxSource[];
}

export interface LightboxProps {
  /** The images, in gallery order: each a URL, or a URL with the same image in better formats. */
  images: readonly (string | LightboxImage)[];
  /** The image shown (0-based). */
  index: number;
  /** Asked for another image (arrow keys, previous/next buttons); wraps around at the ends. */
  onIndexChange: (index: number) => void;
  /** Asked to close (a click on the overlay, Escape, the close button). */
  onClose: () => void;
  /** The dialog's accessible name, e.g. `Screenshots of Weather Station`. */
  label: string;
  /** Alt text for an image; by default `{label}, image n of total`. */
  altText?: (index: number, total: number) => string;
}

/**
 * A full-screen image viewer: the image with an `n / total` counter. A click anywhere on the overlay
 * closes it, as does Escape; ArrowLeft / ArrowRight move. A modal dialog: focus moves in on open,
 * stays inside and returns to the opener on close. Render it only while open.
 */
export function Lightbox({ images, index, onIndexChange, onClose, label, altText }: LightboxProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const total = images.length;
  const current = total > 0 ? Math.min(Math.max(index, 0), total - 1) : 0;

  useFocusTrap(dialogRef, closeRef);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      } else if (event.key === 'ArrowLeft' && total > 1) {
        event.preventDefault();
        onIndexChange((current - 1 + total) % total);
      } else if (event.key === 'ArrowRight' && total > 1) {
        event.preventDefault();
        onIndexChange((current + 1) % total);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [current, total, onClose, onIndexChange]);

  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  // Buttons act on their own; every other click on the overlay (the image included) closes.
  const step = (delta: number) => (event: MouseEvent) => {
    event.stopPropagation();
    onIndexChange((current + delta + total) % total);
  };

  const image = images[current];
  const shown = typeof image === 'string' ? { src: image, sources: [] } : image;
  const alt = altText ? altText(current, total) : `${label}, image ${current + 1} of ${total}`;
  return createPortal(
    <div
      ref={dialogRef}
      className={styles.overlay}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      onClick={onClose}
    >
      <h2 id={titleId} className={styles.srOnly}>
        {label}
      </h2>
      {shown !== undefined &&
        (shown.sources?.length ? (
          // Keyed by the file, so moving to another image starts a new picture rather than a mix of both.
          <picture key={shown.src} className={styles.picture}>
            {shown.sources.map((source) => (
              <source key={source.type} type={source.type} srcSet={source.srcSet} />
            ))}
            <img className={styles.image} src={shown.src} alt={alt} />
          </picture>
        ) : (
          <img className={styles.image} src={shown.src} alt={alt} />
        ))}
      <p className={styles.counter} data-testid="lightbox-counter" aria-live="polite">
        {total > 0 ? current + 1 : 0} / {total}
      </p>
      <div className={styles.controls}>
        {total > 1 && (
          <button type="button" className={styles.button} onClick={step(-1)}>
            <span aria-hidden="true">← </span>previous
          </button>
        )}
        {total > 1 && (
          <button type="button" className={styles.button} onClick={step(1)}>
            next<span aria-hidden="true"> →</span>
          </button>
        )}
        <button
          ref={closeRef}
          type="button"
          className={styles.button}
          onClick={(event) => {
            event.stopPropagation();
            onClose();
          }}
        >
          <span aria-hidden="true">× </span>close
        </button>
      </div>
    </div>,
    document.body,
  );
}
