// Shared vitest settings: every package extends these (see each package's vitest.config.ts).
// Only files under src/ are collected, so Playwright specs (e2e/) and built output (dist/) never are.
// Where a package has both logic and components, its logic tests (`*.test.ts`) run in plain Node and
// only its component tests in jsdom: a jsdom environment and the page's test set-up cost about 0.8 s
// a file on this machine, which over a hundred logic files was a quarter of the site's suite.
import { defineConfig } from 'vitest/config';

export const baseTestConfig = defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    passWithNoTests: false,
    restoreMocks: true,
  },
});
