export interface Limiter {
  /** Runs `task` once fewer than the limit are running; tasks start in the order they came. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running and waiting. */
  readonly size: number;
}

/** At most `concurrency` tasks at a time, the rest waiting in line (first come, first served). */
export function createLimiter(concurrency: number): Limiter {
  let running = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    running -= 1;
    const nextTask = waiting.shift();
    if (nextTask) {
      running += 1;
      nextTask();
    }
  };

  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const start = () => {
          void Promise.resolve().then(task).then(resolve, reject).finally(release);
        };
        if (running < concurrency) {
          running += 1;
          start();
        } else {
          waiting.push(start);
        }
      });
    },
    get size() {
      return running + waiting.length;
    },
  };
}

/** Each of `items` through `work`, at most `concurrency` at a time; results in the order of `items`. */
export async function mapLimited<T, R>(items: readonly T[], concurrency: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const limiter = createLimiter(concurrency);
  return Promise.all(items.map((item) => limiter.run(() => work(item))));
}
