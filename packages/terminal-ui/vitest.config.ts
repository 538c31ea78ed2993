import { mergeConfig } from 'vitest/config';
import { baseTestConfig } from '../../vitest.base';

export default mergeConfig(baseTestConfig, {
  // jsdom renders are slow when turbo runs every package's suite at once on a small machine.
  test: { environment: 'jsdom', setupFiles: ['./src/test-setup.ts'], testTimeout: 20_000 },
});
