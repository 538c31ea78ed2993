import type { ArtKind } from '@portfolio/contracts/art';
import styles from './ArtScreen.module.css';

export const noCoverText = (category: ArtKind): string => `No cover set for ${category}`;

export interface CoverPanelProps {
  category: ArtKind;
  cover: string | null;
}

/** The category's current cover, or "No cover set for {category}"; taller for music (album art). */
export function CoverPanel({ category, cover }: CoverPanelProps) {
  return (
    <aside className={styles.cover} data-category={category} aria-label={`${category} cover`}>
      {cover ? (
        <img className={styles.coverImage} src={cover} alt={`Current ${category} cover`} />
      ) : (
        <p className={styles.noCover}>{noCoverText(category)}</p>
      )}
    </aside>
  );
}
