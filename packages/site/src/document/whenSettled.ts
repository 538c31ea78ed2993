/** How long after the moment asked for a callback starts to wait for an idle main thread: a tap's click follows its pointerdown by less. */
export const SETTLE_MS = 500;
/** How long it then waits at most for the main thread to fall idle. */
const IDLE_WAIT_MS = 2000;

/**
 * Runs `callback` once what is under way has been answered and the main thread is idle: half a
 * second on, at the browser's next idle moment (at most two seconds later). Where the browser has
 * no idle callbacks, half a second later still. For work the visitor does not wait for, kept out of
 * the tasks and frames they do wait for: the web font's faces after the take-over's touch
 * (`fonts/pageWebFont.ts`), the manifest's link after the load (`settledLinks.ts`).
 */
export function whenSettled(callback: () => void): void {
  setTimeout(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout: IDLE_WAIT_MS });
    else setTimeout(callback, SETTLE_MS);
  }, SETTLE_MS);
}
