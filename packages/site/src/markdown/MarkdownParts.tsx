import { linkTarget } from '@portfolio/contracts/safeUrl';
import type { ReactNode } from 'react';
import { Link } from '../routing';
import { lightboxImage } from '../media/lightboxImage';
import { MediaImage } from '../media/MediaImage';
import { LIGHTBOX_ATTRIBUTE } from './markdownMarks';
import styles from './MarkdownContent.module.css';

interface MarkdownLinkProps {
  /** Already checked by `safeUrl`: '' when the URL was dropped. */
  href: string;
  title?: string;
  children: ReactNode;
}

/** A link in a post: site paths in the app, web pages in a new tab, a dropped URL as plain words. */
export function MarkdownLink({ href, title, children }: MarkdownLinkProps) {
  if (href === '') return <span className={styles.deadLink}>{children}</span>;
  const target = linkTarget(href);
  if (target === 'internal') {
    return (
      <Link title={title} className={styles.link} to={href}>
        {children}
      </Link>
    );
  }
  if (target === 'external') {
    return (
      <a title={title} className={styles.link} href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <a title={title} className={styles.link} href={href}>
      {children}
    </a>
  );
}

interface MarkdownImageProps {
  /** Already checked by `safeUrl`: '' when the URL was dropped. */
  src: string;
  alt: string;
  title?: string;
  /** A link to the image itself, which opens the lightbox; false inside a link (the image is that link's). */
  opens?: boolean;
}

/**
 * An image's width at most: the post's column (`WritingPost.module.css`, 52rem less 1.25rem padding
 * each side), or the page less that padding on a narrower screen. A smaller image keeps its own width.
 */
export const POST_IMAGE_SIZES = '(max-width: 52rem) calc(100vw - 2.5rem), 49.5rem';

/**
 * An image in a post, loaded lazily; one of the owner's `/media/…` images as a `<picture>` with every
 * size (`MediaImage`), any other as a plain `<img>`; a dropped URL shows its alt text instead. It is a
 * link to its largest file: with scripts it opens the post's images in the lightbox
 * (`markdownActions.tsx`, which finds it by `data-lightbox`), without them the browser shows the file.
 */
export function MarkdownImage({ src, alt, title, opens = true }: MarkdownImageProps) {
  if (src === '') return <span className={styles.deadLink}>{alt}</span>;
  const image = <MediaImage className={styles.image} url={src} alt={alt} title={title} sizes={POST_IMAGE_SIZES} />;
  if (!opens) return image;
  return (
    <a className={styles.imageLink} href={lightboxImage(src).src} aria-label={alt.trim() === '' ? 'Open image' : undefined} {...{ [LIGHTBOX_ATTRIBUTE]: src }}>
      {image}
    </a>
  );
}
