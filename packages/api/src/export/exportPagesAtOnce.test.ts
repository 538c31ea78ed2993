import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Logger } from '../logging/log';
import { findProjectRoot } from '../projectRoot';
import { startTestServer, type TestServer } from '../testing/testServer';
import { type TestDatabase, testDatabaseKinds } from '../testing/testDatabases';
import { exportSite, PAGES_AT_ONCE } from './exportSite';
import type * as InProcessSiteModule from './inProcessSite';

/** The site's requests in flight during an export, and the most at once. */
const requests = vi.hoisted(() => ({ inFlight: 0, most: 0, pages: 0 }));

// The real in-process site, its reads counted as they go.
vi.mock('./inProcessSite', async (importOriginal) => {
  const real = await importOriginal<typeof InProcessSiteModule>();
  return {
    ...real,
    startInProcessSite: async (...args: Parameters<typeof real.startInProcessSite>) => {
      const site = await real.startInProcessSite(...args);
      return {
        ...site,
        get: async (...request: Parameters<typeof site.get>) => {
          requests.inFlight += 1;
          requests.most = Math.max(requests.most, requests.inFlight);
          try {
            const answer = await site.get(...request);
            if (String(answer.headers['content-type']).startsWith('text/html')) requests.pages += 1;
            return answer;
          } finally {
            requests.inFlight -= 1;
          }
        },
      };
    },
  };
});

const SITE_DIR = join(findProjectRoot(), 'packages/site/dist');
const built = existsSync(join(SITE_DIR, 'index.html')) && existsSync(join(findProjectRoot(), 'packages/site/dist-server/renderPage.js'));
const quiet: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
const [sqlite] = testDatabaseKinds();

describe.skipIf(!built || sqlite === undefined)('the export asks the site for a few pages at a time', () => {
  let database: TestDatabase;
  let server: TestServer;
  let scratch: string;

  beforeAll(async () => {
    database = await (sqlite as NonNullable<typeof sqlite>).create();
    server = await startTestServer(database, { seedDemo: true, siteDir: SITE_DIR });
    scratch = mkdtempSync(join(tmpdir(), 'portfolio-export-at-once-'));
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await database?.dispose();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it(`renders every page with at most ${PAGES_AT_ONCE} of them (both layouts each) in flight, so a database's pool is never queued past its bound`, { timeout: 60_000 }, async () => {
    const report = await exportSite({ out: join(scratch, 'site'), config: server.config, log: quiet });
    expect(report.pages).toBeGreaterThan(2 * PAGES_AT_ONCE);
    expect(requests.pages).toBeGreaterThan(2 * report.pages);
    expect(requests.most).toBeGreaterThan(1);
    expect(requests.most).toBeLessThanOrEqual(2 * PAGES_AT_ONCE);
  });
});
