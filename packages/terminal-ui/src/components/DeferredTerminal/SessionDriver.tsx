import { useLayoutEffect } from 'react';
import { useTerminalSession, type TerminalSession, type TerminalSessionOptions } from '../Terminal/useTerminalSession';

export interface SessionDriverProps extends TerminalSessionOptions {
  /** Receives the session each time it changes, before the browser paints. */
  onSession: (session: TerminalSession) => void;
}

/** Runs a terminal session and hands it up; it renders nothing (`DeferredTerminal` owns the view). */
export function SessionDriver({ onSession, ...options }: SessionDriverProps) {
  const session = useTerminalSession(options);
  useLayoutEffect(() => {
    onSession(session);
  }, [onSession, session]);
  return null;
}
