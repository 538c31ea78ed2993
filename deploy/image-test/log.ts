const started = Date.now();

/** One line of the test's progress, with the seconds since it started. */
export function log(message: string): void {
  process.stdout.write(`[image-test ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s] ${message}\n`);
}
