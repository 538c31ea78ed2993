/** How long to wait for the first contentful paint before going ahead anyway (a hidden tab paints late). */
export const FIRST_PAINT_WAIT_MS = 3000;

/**
 * Runs `callback` once the page has shown content: at once if it already has (the visitor came
 * from another screen), else when the browser reports its first contentful paint — the moment it
 * is on screen, which comes after the effects of the render that produced it — or after
 * FIRST_PAINT_WAIT_MS. Without Paint Timing it runs at once. Returns a function that cancels it.
 */
export function afterFirstContentfulPaint(callback: () => void): () => void {
  const supported = typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
  if (!supported || performance.getEntriesByName('first-contentful-paint').length > 0) {
    callback();
    return () => undefined;
  }
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    callback();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) run();
  });
  observer.observe({ type: 'paint' });
  const timer = setTimeout(run, FIRST_PAINT_WAIT_MS);
  return () => {
    done = true;
    observer.disconnect();
    clearTimeout(timer);
  };
}
