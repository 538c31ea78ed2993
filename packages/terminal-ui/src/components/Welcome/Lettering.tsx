import { fitLettering, type LetteringDrawing } from './letteringFit';
import styles from './Lettering.module.css';

export interface LetteringProps {
  /** What is lettered, as text: shown where no drawing fits, and always what screen readers read. */
  text: string;
  /** Drawings of `text` in ASCII-art letters (e.g. on one row, and a word per row); none: text only. */
  drawings: readonly LetteringDrawing[];
}

/**
 * Text drawn large in ASCII-art letters: the widest drawing that fits the width shows, else the
 * text (letteringFit.ts). Every drawing is in the markup and the stylesheet picks one, so the page
 * looks the same before and after its scripts run.
 */
export function Lettering({ text, drawings }: LetteringProps) {
  const fit = fitLettering(drawings);
  return (
    <div className={styles.lettering}>
      <p className={styles.text} data-until={fit.textUntilColumns ?? undefined}>
        {text}
      </p>
      {fit.drawings.map((drawing) => (
        <pre key={drawing.fromColumns} className={styles.art} aria-hidden="true" data-from={drawing.fromColumns} data-until={drawing.untilColumns ?? undefined}>
          {drawing.lines.join('\n')}
        </pre>
      ))}
    </div>
  );
}
