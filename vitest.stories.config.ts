// Runs every story as a test in real Chromium (Debian's, through Playwright): each story must
// render, its play function must pass and the a11y addon must find no violation.
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, testChromiumPath } from './chromium.config.ts';

export default defineConfig({
  plugins: [storybookTest({ configDir: '.storybook' })],
  // Pre-bundled up front: a dependency found mid-run makes Vite reload the page, and on a cold cache
  // (a clean CI clone) every story file in flight then fails with "Failed to fetch dynamically imported module".
  // The Markdown parser among them: stories import it on demand (`loadMarkdownRenderer`).
  optimizeDeps: { include: ['xstate', '@xstate/react', 'react-dom/client', 'diff', 'mdast-util-from-markdown', 'mdast-util-gfm', 'micromark-extension-gfm', 'micromark-util-sanitize-uri'] },
  test: {
    name: 'storybook',
    passWithNoTests: false,
    // Stories run in parallel files on a 2-core CI machine; axe alone can take seconds on a screen.
    testTimeout: 30_000,
    // As in Playwright's config: on CI a story failing once is retried once (vitest names it flaky).
    retry: process.env.CI ? 1 : 0,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: testChromiumPath(), args: chromiumArgs } }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
