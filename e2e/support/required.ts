/**
 * Something the demo content must provide for a test to mean anything. A test that needs it fails
 * when the seed changed under it, naming what is missing, rather than skipping in silence.
 */
export function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`The demo content no longer has ${what}; the test needs it`);
  return value;
}
