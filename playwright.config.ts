// End-to-end tests: real Chromium against the built site served by the real server (`npm start`'s
// server, already built by `npm run test:e2e`) on a fresh temporary database and port; the owner's
// journeys against a second such server with a database of its own; and the visitor specs a second
// time against the static edition: nginx with deploy/static/nginx.conf over a fresh export of the
// demo (e2e/static/serveExport.ts), the `static visitor` project.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { chromiumArgs, testChromiumPath } from './chromium.config.ts';

// Workers load this file again; the folders made by the main process are inherited through the env.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'portfolio-e2e-'));
process.env.E2E_OWNER_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'portfolio-e2e-owner-'));
const dataDir = process.env.E2E_DATA_DIR;
const ownerDataDir = process.env.E2E_OWNER_DATA_DIR;
const port = Number(process.env.E2E_PORT ?? 4310);
const staticPort = Number(process.env.E2E_STATIC_PORT ?? 4311);
const ownerPort = Number(process.env.E2E_OWNER_PORT ?? 4312);
export const E2E_ADMIN_PASSWORD = 'e2e-owner-password';
const desktopChromium = { ...devices['Desktop Chrome'], launchOptions: { executablePath: testChromiumPath(), args: chromiumArgs } };
/** The specs that play the owner: the admin journeys and its failures. */
const OWNER_SPECS = /admin(-[a-z]+)?\.spec\.ts$/;
/** The static edition's own checks (e2e/static/): they serve what they test themselves, and run once, in the static project. */
const STATIC_EDITION_SPECS = /e2e\/static\//;

/** The real server (`npm start`'s) on `port`, with a fresh SQLite database and uploads in `folder`. */
function apiServer(port: number, folder: string): Extract<PlaywrightTestConfig['webServer'], { command: string }> {
  return {
    command: 'node packages/api/dist/server.js',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${join(folder, 'e2e.sqlite')}`,
      DATA_DIR: folder,
      UPLOAD_DIR: join(folder, 'uploads'),
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
    },
  };
}

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // Two at a time: the visitors' specs against the server, the owner's against a server of their
  // own (they change content the visitors read, so they have their own database rather than waiting
  // for every visitor spec to end), each of those one file at a time (`workers: 1` below), and the
  // visitors' specs again against the static edition. They share nothing but the machine; most of a
  // spec's time is the browser waiting (timers, navigations), so the two cores take two at once.
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
  // The owner's journeys change content (and restore it): they run against their own server, so a
  // visitor test never sees their items, and beside the visitors' specs rather than after them.
  // `static visitor` runs the visitor specs against the static edition, which holds the demo as it
  // was exported: it needs nothing of the server, and e2e/support/edition.ts tells a spec which
  // edition it visits (`metadata.edition`).
  projects: [
    { name: 'demo ready', testMatch: /demo-ready\.setup\.ts$/ },
    { name: "owner's demo ready", testMatch: /demo-ready\.setup\.ts$/, use: { baseURL: `http://127.0.0.1:${ownerPort}` } },
    { name: 'visitor', testIgnore: [OWNER_SPECS, STATIC_EDITION_SPECS], dependencies: ['demo ready'], use: desktopChromium, workers: 1 },
    { name: 'owner', testMatch: OWNER_SPECS, dependencies: ["owner's demo ready"], use: { ...desktopChromium, baseURL: `http://127.0.0.1:${ownerPort}` }, workers: 1 },
    // After 'demo ready' though it needs nothing of it: Playwright runs projects in phases by their
    // dependencies, and this puts it in the visitors' phase, beside them, not in one before theirs.
    // Last, and on either worker: Playwright hands a free worker the first file in this order that
    // its project's limit allows, so the two servers' projects start at once and the static files
    // (which nothing changes) fill whichever worker is free until the end.
    { name: 'static visitor', testIgnore: OWNER_SPECS, dependencies: ['demo ready'], use: { ...desktopChromium, baseURL: `http://127.0.0.1:${staticPort}` }, metadata: { edition: 'static' } },
  ],
  webServer: [apiServer(port, dataDir), apiServer(ownerPort, ownerDataDir), {
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
