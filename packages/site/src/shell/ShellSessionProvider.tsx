import { createContext, useContext, useState, type ReactNode } from 'react';
import { browserSessionStore } from './historyStore';
import { createShellSession, type ShellSession } from './shellSession';

const ShellSessionContext = createContext<ShellSession | null>(null);

/** One shell session for the app (history in session storage, screen logs in memory); AppShell holds it. */
export function ShellSessionProvider({ children }: { children: ReactNode }) {
  const [session] = useState(() => createShellSession(browserSessionStore()));
  return <ShellSessionContext.Provider value={session}>{children}</ShellSessionContext.Provider>;
}

/**
 * The app's shell session; outside a provider (a screen's tests and stories) a session of the
 * component's own, in memory, so nothing carries over from one test or story to the next.
 */
export function useShellSession(): ShellSession {
  const shared = useContext(ShellSessionContext);
  const [own] = useState(() => createShellSession(null));
  return shared ?? own;
}
