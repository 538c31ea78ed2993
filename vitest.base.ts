// Shared vitest settings: every package extends these (see each package's vitest.config.ts).
// Only files under src/ are collected, so Playwright specs (e2e/) and built output (dist/) never are.
import { defineConfig } from 'vitest/config';

export const baseTestConfig = defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    passWithNoTests: false,
    restoreMocks: true,
  },
});
