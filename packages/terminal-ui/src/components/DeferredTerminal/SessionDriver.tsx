import { useLayoutEffect, useRef } from 'react';
import { useTerminalSession, type TerminalSession, type TerminalSessionOptions } from '../Terminal/useTerminalSession';

export interface SessionDriverProps extends TerminalSessionOptions {
  /** Receives the session each time it changes, before the browser paints. */
  onSession: (session: TerminalSession) => void;
  /** Keys typed while the machine loaded (engine/typeAhead), given to the session when it starts (read once, at mount). */
  early?: string;
}

/** Runs a terminal session and hands it up; it renders nothing (`DeferredTerminal` owns the view). */
export function SessionDriver({ onSession, early, ...options }: SessionDriverProps) {
  const session = useTerminalSession(options);
  const earlyKeys = useRef(early);
  useLayoutEffect(() => {
    const keys = earlyKeys.current;
    if (keys === undefined) return;
    earlyKeys.current = undefined;
    if (keys !== '') session.onTypeAhead(keys);
  }, [session]);
  useLayoutEffect(() => {
    onSession(session);
  }, [onSession, session]);
  return null;
}
