import { mediaSources } from '@portfolio/contracts/mediaFiles';
import styles from './MediaImage.module.css';

export interface MediaImageProps {
  /** The stored URL: a `/media/…` default file, or any other image URL. */
  url: string;
  alt: string;
  /** The `sizes` of the slot the image fills, as the screen's CSS lays it out. */
  sizes: string;
  /** The likely largest image of the first screen (LCP): loaded at once and first. Otherwise lazily. */
  priority?: boolean;
  /** Styles the `<img>`, for a media URL as for any other. */
  className?: string;
  title?: string;
}

/**
 * One of the owner's images. A `/media/…` URL names its every width and format (`mediaSources`), so
 * it becomes a `<picture>`: AVIF, then WebP, then its own family as the `<img>`, each with `srcset`
 * and the screen's `sizes`, and `width` / `height` so its box is laid out before it loads. Any other
 * URL stays the plain `<img>` it always was. Nothing here reads the browser, so the server's render
 * and the first client render are the same markup.
 */
export function MediaImage({ url, alt, sizes, priority = false, className, title }: MediaImageProps) {
  const loading = priority ? 'eager' : 'lazy';
  const fetchPriority = priority ? 'high' : undefined;
  const sources = mediaSources(url);
  if (sources === null) {
    return <img className={className} src={url} alt={alt} loading={loading} fetchPriority={fetchPriority} title={title} />;
  }
  return (
    <picture className={styles.picture}>
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      <img
        className={className}
        src={sources.src}
        srcSet={sources.fallback}
        sizes={sizes}
        width={sources.width}
        height={sources.height}
        alt={alt}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        title={title}
      />
    </picture>
  );
}
