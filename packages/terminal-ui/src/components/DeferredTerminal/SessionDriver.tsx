import { useLayoutEffect, useRef } from 'react';
import { useTerminalSession, type TerminalSession, type TerminalSessionOptions } from '../Terminal/useTerminalSession';

/** What the visitor typed before the machine arrived: the input's text, and whether Enter was pressed. */
export interface EarlyKeys {
  readonly value: string;
  readonly submitted: boolean;
}

export interface SessionDriverProps extends TerminalSessionOptions {
  /** Receives the session each time it changes, before the browser paints. */
  onSession: (session: TerminalSession) => void;
  /** Keys typed while the machine loaded, given to the session when it starts (read once, at mount). */
  early?: EarlyKeys;
}

/** Runs a terminal session and hands it up; it renders nothing (`DeferredTerminal` owns the view). */
export function SessionDriver({ onSession, early, ...options }: SessionDriverProps) {
  const session = useTerminalSession(options);
  const earlyKeys = useRef(early);
  useLayoutEffect(() => {
    const keys = earlyKeys.current;
    if (keys === undefined) return;
    earlyKeys.current = undefined;
    if (keys.value !== '') session.onChange(keys.value);
    if (keys.submitted) session.onSubmit();
  }, [session]);
  useLayoutEffect(() => {
    onSession(session);
  }, [onSession, session]);
  return null;
}
