import { Fragment, type MouseEvent } from 'react';
import { Lettering } from './Lettering';
import type { LetteringDrawing } from './letteringFit';
import styles from './Welcome.module.css';

export interface WelcomeProps {
  /** The owner's name: lettered large where a drawing fits, else as text. */
  name: string;
  /** The name drawn in ASCII-art letters, widest first; none: the name as text. */
  lettering?: readonly LetteringDrawing[];
  /** One line under the name. */
  intro: string;
  /** Commands offered as a row of buttons; a click runs one, as if typed. */
  hints: readonly string[];
  onRun: (command: string) => void;
  /**
   * Where a hint leads as a link (a page that runs it, or the section it opens): given, each hint is a
   * link that still runs its command on a plain click, and works as a link without scripts or in a new tab.
   */
  hintHref?: (command: string) => string;
}

const NO_DRAWINGS: readonly LetteringDrawing[] = [];

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** A terminal's welcome block: the name large, a one-line intro and a row of commands to try. */
export function Welcome({ name, lettering = NO_DRAWINGS, intro, hints, onRun, hintHref }: WelcomeProps) {
  return (
    <div className={styles.welcome} data-testid="welcome">
      <Lettering text={name} drawings={lettering} />
      <p className={styles.intro}>{intro}</p>
      {hints.length > 0 && (
        <p className={styles.hints}>
          <span className={styles.lead}>try: </span>
          {hints.map((hint, index) => (
            <Fragment key={hint}>
              {index > 0 && (
                <span className={styles.separator} aria-hidden="true">
                  {' · '}
                </span>
              )}
              {hintHref ? (
                <a
                  className={styles.hint}
                  href={hintHref(hint)}
                  onClick={(event) => {
                    if (!isPlainClick(event)) return;
                    event.preventDefault();
                    onRun(hint);
                  }}
                >
                  {hint}
                </a>
              ) : (
                <button type="button" className={styles.hint} onClick={() => onRun(hint)}>
                  {hint}
                </button>
              )}
            </Fragment>
          ))}
        </p>
      )}
    </div>
  );
}
