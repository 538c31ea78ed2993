import { availableParallelism } from 'node:os';
import { mergeConfig } from 'vitest/config';
import { baseTestConfig } from '../../vitest.base';

// Each test file gets its own database (a temporary SQLite file, and a throwaway MySQL database
// when TEST_MYSQL_URL is set), so files may run in parallel. Tests run in a random order, so none
// can lean on what an earlier one left behind; a failing order is replayed with the seed vitest
// prints: `npx vitest run --sequence.seed=<seed>`.
//
// Tests that judge how the server holds up under load (`*.load.test.ts`) are left out here: they run
// alone afterwards (`npm run test:load`, vitest.load.config.ts), one file at a time, so the rest of a
// parallel test run cannot take their CPU and make a ratio or a latency lie.
export default mergeConfig(baseTestConfig, {
  test: {
    environment: 'node',
    // Safety nets against a hang, not speed checks (benchmarks judge speed): a test that migrates,
    // seeds and converts the demo images on MySQL takes half a second alone but has taken over 20 s
    // on CI's two cores while the stories, the site's tests and the other files ran beside it.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    sequence: { shuffle: true },
    // At least two files at a time, even on two cores (vitest's own default there is one): many of
    // these files spend their time waiting on the clock or a socket (slow clients, rate limits,
    // shutdowns, the export loop), not on the CPU. On CI's two cores the suite took 393 s one file at
    // a time and 204 s two at a time, alone on the machine.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    exclude: ['**/node_modules/**', 'src/**/*.load.test.ts'],
  },
});
