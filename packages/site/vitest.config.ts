import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { baseTestConfig } from '../../vitest.base';
import { siteRoutesModule } from './build/siteRoutesModule.ts';

// Two kinds of test file, each in its own project (`vitest.base.ts` says why):
// - `*.test.tsx` and `*.dom.test.ts` run in a page: jsdom at the app's origin, the fake API
//   (src/testing/mswServer.ts) and the Markdown renderer set up by src/test-setup.ts.
// - every other `*.test.ts` is logic and runs in plain Node, without either. A logic test that
//   turns out to need `document`, `window` or a relative `fetch` fails with "document is not defined"
//   (or the like): name it `*.dom.test.ts`.
// build/ holds the bundle budget logic (node code, run after `vite build`); its tests are logic too.
const PAGE_TESTS = ['src/**/*.test.tsx', 'src/**/*.dom.test.ts'];
// Each project says which files it runs; the shared `include` would add every file to both.
const { include: _everyFile, ...sharedTestSettings } = baseTestConfig.test ?? {};

export default defineConfig({
  plugins: [react(), siteRoutesModule()],
  test: {
    ...sharedTestSettings,
    testTimeout: 20_000,
    // Worker threads, not child processes: each file starts in a fresh thread, which is cheaper than a
    // process (the site's suite: 166 s with forks, 136 s with threads, alone on CI's two cores).
    pool: 'threads',
    projects: [
      {
        extends: true,
        test: {
          name: 'page',
          include: PAGE_TESTS,
          // The server renderer's `ready` (every screen's modules, imported once per file) took over
          // 10 s on CI's two cores with the other packages' suites beside it.
          hookTimeout: 60_000,
          environment: 'jsdom',
          // The page's origin: the app's relative requests (`/api/art`) and the mocks' relative handler
          // paths both resolve against it, so MSW's node server matches them.
          environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
          setupFiles: ['./src/test-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'logic',
          include: ['src/**/*.test.ts', 'build/**/*.test.ts'],
          exclude: ['src/**/*.dom.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
