// Options for `vi.waitFor` in machine tests. Its default of 1 s is too short on a 2-core CI machine
// while turbo runs typecheck, lint and browser tests beside the unit tests; a test that passes
// still returns as soon as its expectation holds, so the longer ceiling costs nothing.
export const SLOW_MACHINE = { timeout: 5_000, interval: 20 } as const;
