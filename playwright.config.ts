// End-to-end tests: real Chromium against the built site served by the real server (`npm start`'s
// server, already built by `npm run test:e2e`) on a fresh temporary database and port; and the
// visitor specs a second time against the static edition: nginx with deploy/static/nginx.conf over a
// fresh export of the demo (e2e/static/serveExport.ts), the `static visitor` project.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, testChromiumPath } from './chromium.config.ts';

// Workers load this file again; the folder made by the main process is inherited through the env.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'portfolio-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;
const port = Number(process.env.E2E_PORT ?? 4310);
const staticPort = Number(process.env.E2E_STATIC_PORT ?? 4311);
export const E2E_ADMIN_PASSWORD = 'e2e-owner-password';
const desktopChromium = { ...devices['Desktop Chrome'], launchOptions: { executablePath: testChromiumPath(), args: chromiumArgs } };
/** The specs that play the owner: the admin journeys and its failures. */
const OWNER_SPECS = /admin(-[a-z]+)?\.spec\.ts$/;
/** The static edition's own checks (e2e/static/): they serve what they test themselves, and run once, in the static project. */
const STATIC_EDITION_SPECS = /e2e\/static\//;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // Two at a time, one per edition: the server's specs (the visitors', then the owner's) beside the
  // static edition's, each project one file at a time (`workers: 1` below: the owner's specs change
  // content the others read). The two share nothing but the machine; most of a spec's time is the
  // browser waiting (timers, navigations), so the two cores take both.
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // On CI one retry: a test that passes only on its second try is reported as flaky in the log
  // (and must be fixed), but one slow moment on a shared 2-core machine does not sink the run.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: testChromiumPath(), args: chromiumArgs },
  },
  // The owner's journeys change content (and restore it): they run after every visitor spec, as a
  // project that depends on the visitors' one, so a visitor test never sees their items.
  // `static visitor` runs the visitor specs against the static edition, which holds the demo as it
  // was exported: it needs nothing of the server, and e2e/support/edition.ts tells a spec which
  // edition it visits (`metadata.edition`).
  projects: [
    { name: 'demo ready', testMatch: /demo-ready\.setup\.ts$/ },
    { name: 'visitor', testIgnore: [OWNER_SPECS, STATIC_EDITION_SPECS], dependencies: ['demo ready'], use: desktopChromium, workers: 1 },
    { name: 'owner', testMatch: OWNER_SPECS, dependencies: ['visitor'], use: desktopChromium, workers: 1 },
    // After 'demo ready' though it needs nothing of it: Playwright runs projects in phases by their
    // dependencies, and this puts it in the visitors' phase, beside them, not in one before theirs.
    { name: 'static visitor', testIgnore: OWNER_SPECS, dependencies: ['demo ready'], use: { ...desktopChromium, baseURL: `http://127.0.0.1:${staticPort}` }, metadata: { edition: 'static' }, workers: 1 },
  ],
  webServer: [{
    command: 'node packages/api/dist/server.js',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${join(dataDir, 'e2e.sqlite')}`,
      DATA_DIR: dataDir,
      UPLOAD_DIR: join(dataDir, 'uploads'),
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
    },
  }, {
    // Exports a fresh demo database into a temporary folder and serves it with nginx until stopped:
    // SIGTERM lets it stop nginx and remove the folder.
    command: 'node --import tsx e2e/static/serveExport.ts',
    url: `http://127.0.0.1:${staticPort}/data/health.json`,
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_STATIC_PORT: String(staticPort) },
  }],
});
