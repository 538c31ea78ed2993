import { BOOT_STEPS, SPLASH_VERSION } from '../../machines/splashSteps';
import styles from './Splash.module.css';

export interface SplashViewProps {
  /** E.g. `portfolio system v2.1.3`. */
  version: string;
  /** The step under way (0–3); -1 before the first. Earlier steps show as done. */
  stepIndex: number;
  /** 0–100. */
  progress: number;
  /** The closing line (`System online - Welcome!` or `Boot sequence complete`), empty until then. */
  message: string;
  /** Fading out (0.5 s; instant under reduced motion). */
  fading: boolean;
  /** The step labels, in order. */
  steps?: readonly string[];
  /** A click (or the wrapper's key handler) skips the rest of the boot. */
  onSkip?: () => void;
  /** The still first frame a page carries before its scripts (not the live splash, for tests). */
  still?: boolean;
}

const STEP_LABELS: readonly string[] = BOOT_STEPS.map((step) => step.label);

/** The boot screen, drawn from the splash machine's context. */
export function SplashView({ version, stepIndex, progress, message, fading, steps = STEP_LABELS, onSkip, still = false }: SplashViewProps) {
  const finished = message !== '';
  return (
    // Fading, it is on its way out: inert, so neither keys, clicks nor assistive technology (nor an
    // accessibility checker weighing half-transparent text's contrast) take it for the page.
    <div
      className={styles.splash}
      data-fading={fading || undefined}
      inert={fading || undefined}
      onClick={onSkip}
      data-testid={still ? 'splash-first-frame' : 'splash'}
    >
      <div className={styles.panel}>
        <p className={styles.version}>{version}</p>
        <ol className={styles.steps} aria-label="Boot steps">
          {steps.slice(0, Math.max(0, stepIndex + 1)).map((label, index) => {
            const done = finished || index < stepIndex;
            return (
              <li key={label} data-done={done || undefined}>
                <span className={done ? styles.ok : styles.pending}>{done ? '[ OK ]' : '[ .. ]'}</span> {label}
                {!done && <span className={styles.srOnly}> (in progress)</span>}
              </li>
            );
          })}
        </ol>
        <div className={styles.progressRow}>
          <div
            className={styles.bar}
            role="progressbar"
            aria-label="Boot progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
          >
            <div className={styles.fill} style={{ transform: `scaleX(${progress / 100})` }} />
          </div>
          <span className={styles.percent} aria-hidden="true">
            {progress}%
          </span>
        </div>
        <p className={styles.message} role="status">
          {message}
        </p>
      </div>
    </div>
  );
}

/** The splash's first frame (before the first step), drawn without its machine: what the server sends. */
export function SplashFirstFrame() {
  return <SplashView version={SPLASH_VERSION} stepIndex={-1} progress={0} message="" fading={false} still />;
}
