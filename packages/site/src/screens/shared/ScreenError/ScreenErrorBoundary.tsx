import { caughtErrorMessage } from '@portfolio/terminal-ui/engine/messages';
import { Component, type ReactNode } from 'react';
import { ScreenLoadFailed } from './ScreenLoadFailed';

interface ScreenErrorBoundaryProps {
  children: ReactNode;
}

interface ScreenErrorBoundaryState {
  message: string | null;
}

/** Catches a screen that fails to load or render, so the visitor gets a message and a way out. */
export class ScreenErrorBoundary extends Component<ScreenErrorBoundaryProps, ScreenErrorBoundaryState> {
  override state: ScreenErrorBoundaryState = { message: null };

  static getDerivedStateFromError(error: unknown): ScreenErrorBoundaryState {
    return { message: caughtErrorMessage(error) };
  }

  override componentDidCatch(error: unknown): void {
    console.error('A screen failed to load', error);
  }

  override render(): ReactNode {
    return this.state.message === null ? this.props.children : <ScreenLoadFailed message={this.state.message} />;
  }
}
