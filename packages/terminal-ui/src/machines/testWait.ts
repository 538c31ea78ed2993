// How long a test waits for something asynchronous, in every test layer that waits: `vi.waitFor`
// in machine tests, testing-library's findBy*/waitFor in unit tests and Storybook play functions.
// The libraries' default of 1 s is too short on a 2-core CI machine while turbo runs typecheck, lint
// and browser tests beside them; a test that passes still returns as soon as its expectation holds,
// so the longer ceiling costs nothing.
export const SLOW_MACHINE = { timeout: 5_000, interval: 20 } as const;
