import react from '@vitejs/plugin-react';
import { mergeConfig } from 'vitest/config';
import { baseTestConfig } from '../../vitest.base';

export default mergeConfig(baseTestConfig, {
  plugins: [react()],
  // build/ holds the bundle budget logic (node code, run after `vite build`); its tests run here too.
  test: { testTimeout: 20_000, environment: 'jsdom', setupFiles: ['./src/test-setup.ts'], include: ['build/**/*.test.ts'] },
});
