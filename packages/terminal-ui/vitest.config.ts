import { defineConfig } from 'vitest/config';
import { baseTestConfig } from '../../vitest.base';

// Each project says which files it runs; the shared `include` would add every file to both.
const { include: _everyFile, ...sharedTestSettings } = baseTestConfig.test ?? {};

// Components' tests (`*.test.tsx`) render in jsdom with Testing Library's matchers; the engine's
// logic and machines (`*.test.ts`) need no document and run in plain Node (`vitest.base.ts` says why).
export default defineConfig({
  test: {
    ...sharedTestSettings,
    // jsdom renders are slow when turbo runs every package's suite at once on a small machine.
    testTimeout: 20_000,
    // Worker threads, not child processes: each file starts in a fresh thread, which is cheaper than a
    // process (the site's suite: 166 s with forks, 136 s with threads, alone on CI's two cores).
    pool: 'threads',
    projects: [
      { extends: true, test: { name: 'components', include: ['src/**/*.test.tsx'], environment: 'jsdom', setupFiles: ['./src/test-setup.ts'] } },
      { extends: true, test: { name: 'logic', include: ['src/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
