import react from '@vitejs/plugin-react';
import { mergeConfig } from 'vitest/config';
import { baseTestConfig } from '../../vitest.base';
import { siteRoutesModule } from './build/siteRoutesModule.ts';

export default mergeConfig(baseTestConfig, {
  plugins: [react(), siteRoutesModule()],
  // build/ holds the bundle budget logic (node code, run after `vite build`); its tests run here too.
  test: {
    testTimeout: 20_000,
    // The server renderer's `ready` (every screen's modules, imported once per file) took over 10 s
    // on CI's two cores with the other packages' suites beside it.
    hookTimeout: 60_000,
    environment: 'jsdom',
    // The page's origin: the app's relative requests (`/api/art`) and the mocks' relative handler
    // paths both resolve against it, so MSW's node server (src/testing/mswServer.ts) matches them.
    environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
    setupFiles: ['./src/test-setup.ts'],
    include: ['build/**/*.test.ts'],
  },
});
