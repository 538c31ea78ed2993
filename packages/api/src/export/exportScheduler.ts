/** Runs the export after owner writes: once the writes have paused, never two at a time. */
export interface ExportScheduler {
  /** A write happened: export after `quietMs` without another (an export running now is followed by one more). */
  schedule(): void;
  /** Resolves when nothing is scheduled or running (tests; a server shutting down). */
  idle(): Promise<void>;
  /** No export starts after this; one running finishes. */
  stop(): void;
}

/**
 * STATIC_EXPORT_DIR's loop: `run` (one export) `quietMs` after the last `schedule`, so a burst of
 * writes (an owner saving a post, then its images) costs one export; a `schedule` while `run` is
 * running makes one more run after it, never a second at the same time. A failed run is reported to
 * `failed` and does not stop the loop.
 */
export function createExportScheduler(run: () => Promise<void>, failed: (error: unknown) => void, quietMs: number): ExportScheduler {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const waiters: (() => void)[] = [];

  const settle = () => {
    if (timer === undefined && running === undefined) for (const resolve of waiters.splice(0)) resolve();
  };
  const start = () => {
    timer = undefined;
    if (stopped) return settle();
    if (running) {
      again = true;
      return;
    }
    running = run()
      .catch(failed)
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          start();
        } else settle();
      });
  };
  return {
    schedule() {
      if (stopped) return;
      clearTimeout(timer);
      timer = setTimeout(start, quietMs);
      timer.unref();
    },
    idle() {
      if (timer === undefined && running === undefined) return Promise.resolve();
      return new Promise((resolve) => waiters.push(resolve));
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      settle();
    },
  };
}
