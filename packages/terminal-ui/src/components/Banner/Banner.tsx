import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';
import styles from './Banner.module.css';

/** The banner's words change every 4 s. */
export const BANNER_INTERVAL_MS = 4000;

export interface BannerProps {
  /** The words shown in turn, e.g. the owner's name, `designer`, `engineer`, `programmer`. */
  words: readonly string[];
  /** Text before the rotating word, e.g. `Hi, I'm`. */
  lead?: string;
  /** Time each word stays, in ms. */
  intervalMs?: number;
  /** Pins reduced motion on (static word list) or off; by default follows `prefers-reduced-motion`. */
  reduceMotion?: boolean;
}

/**
 * A header line whose last word rotates through `words`. With reduced motion it does not rotate:
 * all the words are shown at once. Screen readers always get the whole list, once.
 */
export function Banner({ words, lead, intervalMs = BANNER_INTERVAL_MS, reduceMotion }: BannerProps) {
  const reduced = usePrefersReducedMotion(reduceMotion);
  const [tick, setTick] = useState(0);
  const rotating = !reduced && words.length > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setTick((t) => t + 1), intervalMs);
    return () => window.clearInterval(timer);
  }, [rotating, intervalMs]);

  const index = words.length > 0 ? tick % words.length : 0;
  const leadText = lead ? `${lead} ` : '';

  return (
    <p className={styles.banner} data-testid="banner">
      <span className={styles.srOnly}>{leadText + words.join(', ')}</span>
      <span aria-hidden="true">
        {leadText}
        {rotating ? (
          <span key={tick} className={styles.word} data-testid="banner-word">
            {words[index]}
          </span>
        ) : (
          <span className={styles.still} data-testid="banner-word">
            {words.join(' / ')}
          </span>
        )}
        <span className={styles.caret} />
      </span>
    </p>
  );
}
