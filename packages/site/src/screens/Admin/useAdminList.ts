import { useCallback, useEffect, useRef, useState } from 'react';
import { loadFailure, type StatusMessage } from './logic/status';

export interface AdminList<T> {
  readonly data: T | null;
  readonly loading: boolean;
  /** `{prefix}: {status}` when the last load failed. */
  readonly error: StatusMessage | null;
  /** Loads again (after a write); a newer load wins over an older one still running. */
  readonly reload: () => Promise<void>;
  /** Counts loads, so previews keyed on it refresh after a write. */
  readonly version: number;
}

/** Loads an admin list on mount (`load` must be stable: a module function). */
export function useAdminList<T>(load: () => Promise<T>, failedPrefix: string): AdminList<T> {
  const [state, setState] = useState<{ data: T | null; loading: boolean; error: StatusMessage | null; version: number }>({
    data: null,
    loading: true,
    error: null,
    version: 0,
  });
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const request = ++latest.current;
    setState((current) => ({ ...current, loading: true }));
    try {
      const data = await load();
      if (request === latest.current) setState((current) => ({ data, loading: false, error: null, version: current.version + 1 }));
    } catch (error) {
      if (request === latest.current) setState((current) => ({ ...current, loading: false, error: loadFailure(failedPrefix, error) }));
    }
  }, [load, failedPrefix]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { ...state, reload };
}
