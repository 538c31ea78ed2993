// The static edition's browser checks, on their own: each spec here serves the files it tests from a
// server of its own, so none needs the main config's webServers. The main config runs them once, in
// its `static visitor` project (never in `visitor`); this config runs them alone:
// `flock /tmp/heavy.lock npx turbo run build --filter=@portfolio/api --filter=@portfolio/site`, then
// `npx playwright test -c e2e/static/playwright.config.ts`.
import { defineConfig } from '@playwright/test';
import { chromiumArgs, testChromiumPath } from '../../chromium.config.ts';

export default defineConfig({
  testDir: '.',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 60_000,
  use: { launchOptions: { executablePath: testChromiumPath(), args: chromiumArgs } },
});
