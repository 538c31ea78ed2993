// The unit tests of the root's own code (the bench's helpers, the image test's pure parts, which browser the tests drive): `npm run test:root`, part of `npm test`.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'root',
    include: ['bench/**/*.test.ts', 'deploy/image-test/**/*.test.ts', 'chromium.config.test.ts'],
    environment: 'node',
    passWithNoTests: false,
  },
});
