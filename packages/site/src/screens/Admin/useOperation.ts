import { useCallback, useState } from 'react';
import { failure, progress, type StatusMessage, success } from './logic/status';

export interface OperationMessages {
  readonly pending: string;
  readonly done: string;
  readonly failed: string;
  /** Append the server's reason to the failure (the simple admin's writing tab). */
  readonly append?: boolean;
}

/**
 * One status line for a form's operations: the pending text while it runs, then the done or failed
 * text. `run` rejects again after showing a failure (a machine's actor needs that); `attempt`
 * answers whether it worked.
 */
export function useOperation() {
  const [status, setStatus] = useState<StatusMessage | null>(null);

  const run = useCallback(async <T>(messages: OperationMessages, work: () => Promise<T>): Promise<T> => {
    setStatus(progress(messages.pending));
    try {
      const result = await work();
      setStatus(success(messages.done));
      return result;
    } catch (error) {
      setStatus(failure(messages.failed, error, messages.append));
      throw error;
    }
  }, []);

  const attempt = useCallback(
    (messages: OperationMessages, work: () => Promise<unknown>): Promise<boolean> =>
      run(messages, work).then(
        () => true,
        () => false,
      ),
    [run],
  );

  return { status, setStatus, run, attempt };
}
