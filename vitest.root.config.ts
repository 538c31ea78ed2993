// The unit tests of the root's own code (the bench's helpers): `npm run test:root`, part of `npm test`.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'root',
    include: ['bench/**/*.test.ts'],
    environment: 'node',
    passWithNoTests: false,
  },
});
