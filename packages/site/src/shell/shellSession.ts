import { createHistoryStore, type HistoryStore, type SessionStore } from './historyStore';
import { createScreenLogs, type ScreenLogs } from './screenLogs';

/**
 * What the terminal screens share for one visit: the command history (session storage, so it
 * survives reloads) and each screen's log (memory). `ShellSessionProvider` holds one per app.
 */
export interface ShellSession {
  readonly history: HistoryStore;
  readonly logs: ScreenLogs;
}

export function createShellSession(storage: SessionStore | null): ShellSession {
  return { history: createHistoryStore(storage), logs: createScreenLogs() };
}
