import { defineConfig } from 'vitest/config';

// The load tests (`*.load.test.ts`: a body flood against public reads, another process holding the
// SQLite write lock): run after every other suite, one file at a time, so what they measure is the
// server and not the rest of the test run (`npm test` runs them between turbo's tasks and e2e).
// Not merged with vitest.base.ts: its `include` would add every other test file.
export default defineConfig({
  test: {
    include: ['src/**/*.load.test.ts'],
    passWithNoTests: false,
    restoreMocks: true,
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 30_000,
    fileParallelism: false,
  },
});
