import { Component, type ReactNode } from 'react';
import { FAILED_MESSAGE } from '../../machines/splashMachine';
import styles from './Splash.module.css';

interface Props {
  children: ReactNode;
  onError: () => void;
}

/** If the boot screen itself breaks, say `Boot sequence complete` and let the machine close. */
export class SplashErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(): void {
    this.props.onError();
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className={styles.splash}>
        <p className={styles.message} role="status">
          {FAILED_MESSAGE}
        </p>
      </div>
    );
  }
}
