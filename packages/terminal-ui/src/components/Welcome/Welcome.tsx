import { Fragment } from 'react';
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
}

const NO_DRAWINGS: readonly LetteringDrawing[] = [];

/** A terminal's welcome block: the name large, a one-line intro and a row of commands to try. */
export function Welcome({ name, lettering = NO_DRAWINGS, intro, hints, onRun }: WelcomeProps) {
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
              <button type="button" className={styles.hint} onClick={() => onRun(hint)}>
                {hint}
              </button>
            </Fragment>
          ))}
        </p>
      )}
    </div>
  );
}
