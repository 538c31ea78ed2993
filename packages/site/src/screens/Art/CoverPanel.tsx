import type { ArtKind } from '@portfolio/contracts/art';
import { MediaImage } from '../../media/MediaImage';
import styles from './ArtScreen.module.css';

export const noCoverText = (category: ArtKind): string => `No cover set for ${category}`;

/**
 * The cover's width at most, as `.cover` lays it out (`ArtScreen.module.css`): the 18rem panel less
 * its 0.75rem padding; to 768px the page's width less the panel's 1rem margins and the padding.
 */
export const COVER_SIZES = '(max-width: 768px) calc(100vw - 3.5rem), 16.5rem';

export interface CoverPanelProps {
  category: ArtKind;
  cover: string | null;
}

/** The category's current cover, or "No cover set for {category}"; taller for music (album art). */
export function CoverPanel({ category, cover }: CoverPanelProps) {
  return (
    <aside className={styles.cover} data-category={category} aria-label={`${category} cover`}>
      {cover ? (
        // Shown the moment the visitor opens the category: no reason to wait.
        <MediaImage className={styles.coverImage} url={cover} alt={`Current ${category} cover`} sizes={COVER_SIZES} priority />
      ) : (
        <p className={styles.noCover}>{noCoverText(category)}</p>
      )}
    </aside>
  );
}
