import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportDatabase } from '../export/exportSite';
import type { Logger } from '../logging/log';
import { findProjectRoot } from '../projectRoot';
import { checkDocuments, describeMessage, javaAvailable, type NuDocument, type NuMessage } from '../testing/nuHtmlChecker';
import { startTestServer, type TestServer } from '../testing/testServer';
import { type TestDatabase, testDatabaseKinds } from '../testing/testDatabases';
import { SITE_ROUTES } from '@portfolio/contracts/siteRoutes';
import { matchSitePage, VISITOR_PATHS } from './sitePages';

// Every visitor page the server renders, for a desktop and for a phone, and every page of the
// static export, through the Nu Html Checker (vnu.jar): no error. Warnings are printed, not failed.
// The pages are the route table's fixed paths and everything the sitemap lists (each item's page),
// so a new route or item kind is checked without a change here. SQLite only: the markup is the same on MySQL.

const SITE_DIR = join(findProjectRoot(), 'packages/site/dist');
const RENDERER = join(findProjectRoot(), 'packages/site/dist-server/renderPage.js');
const unbuilt = existsSync(join(SITE_DIR, 'index.html')) && existsSync(RENDERER) ? undefined : 'the site is not built (npx turbo run build --filter=@portfolio/site)';
// On CI a missing Java is a failure (.ci/run installs one); elsewhere the test says why it skipped.
const noJava = process.env.CI || javaAvailable() ? undefined : 'no java on the PATH (apt-get install default-jre-headless)';
const skipped = unbuilt ?? noJava;
const quiet: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

const DEVICES = {
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  phone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
} as const;
const MISSING_PAGE = '/no-such-page';
const ADMIN_PATHS: readonly string[] = SITE_ROUTES.filter((route) => 'admin' in route).map((route) => route.pattern);

/**
 * What the checker reports wrongly, each matched narrowly. Its CSS grammar (the W3C CSS validator's)
 * has no container queries yet (w3c/css-validator#422, #474, open): `@container` and `container` are
 * CSS Containment Level 3, in every browser since 2023.
 */
const CHECKER_GAPS: readonly RegExp[] = [/^CSS: Unrecognized at-rule “@container”/, /^CSS: “container(-name|-type)?”: Property “container(-name|-type)?” doesn't exist/];
/**
 * Warnings it gives the static edition that do not apply: a data block (`application/json`,
 * `application/ld+json`) is no script a CSP could block, and `'self'` means nothing to a page read as a file.
 */
const NOT_APPLICABLE: readonly RegExp[] = [/^Inline script violates Content Security Policy/, /^Resource violates Content Security Policy \(meta tag\): (external stylesheet|external script|image) “\/[^/]/];

/** Warnings as `message (N documents: first, …)`, one line each. */
function warningSummary(warnings: readonly NuMessage[]): string {
  const byMessage = new Map<string, Set<string>>();
  for (const { message, document } of warnings) byMessage.set(message, (byMessage.get(message) ?? new Set()).add(document));
  return [...byMessage].map(([message, documents]) => `${message} (${documents.size} documents: ${[...documents].slice(0, 4).join(', ')}${documents.size > 4 ? ', …' : ''})`).join('\n');
}

/** A path as a file name for the checker's report: `/writing/a-post` → `writing_a-post`. */
const fileName = (path: string) => path.replace(/^\/|\/$/g, '').replace(/[^a-z0-9.-]+/gi, '_') || 'home';

/** The visitor pages: the route table's fixed paths and the sitemap's, each once, only paths the page table knows. */
async function visitorPaths(baseUrl: string): Promise<string[]> {
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => new URL(loc.replace(/&amp;/g, '&')).pathname);
  return [...new Set([...VISITOR_PATHS, ...listed])].filter((path) => matchSitePage(path) !== null).sort();
}

async function rendered(baseUrl: string, path: string, device: keyof typeof DEVICES, status: number): Promise<NuDocument> {
  const answer = await fetch(`${baseUrl}${path}`, { headers: { 'user-agent': DEVICES[device] } });
  expect(answer.status, `${device} ${path}`).toBe(status);
  return { name: `server-${device}-${fileName(path)}`, html: await answer.text() };
}

function exportedPages(dir: string): NuDocument[] {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true }) as { name: string; parentPath: string; isFile(): boolean }[];
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .map((file) => ({ name: `static-${fileName(relative(dir, file).replace(/\.html$/, ''))}`, html: readFileSync(file, 'utf8') }));
}

const sqlite = testDatabaseKinds().filter((kind) => kind.name === 'sqlite');

describe.skipIf(skipped !== undefined).each(sqlite)(`the Nu Html Checker on every visitor page${skipped ? ` (skipped: ${skipped})` : ''}`, (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  let scratch: string;
  let messages: NuMessage[] = [];
  const documents: NuDocument[] = [];

  beforeAll(async () => {
    database = await kind.create();
    server = await startTestServer(database, { seedDemo: true, siteDir: SITE_DIR });
    scratch = mkdtempSync(join(tmpdir(), 'portfolio-vnu-export-'));
    const paths = await visitorPaths(server.baseUrl);
    for (const device of ['desktop', 'phone'] as const) {
      documents.push(...(await Promise.all(paths.map((path) => rendered(server.baseUrl, path, device, 200)))));
      documents.push(await rendered(server.baseUrl, MISSING_PAGE, device, 404));
    }
    // The owner's pages too: the same for every device, a shell the app fills (or a no-script message).
    documents.push(...(await Promise.all(ADMIN_PATHS.map((path) => rendered(server.baseUrl, path, 'desktop', 200)))));
    await exportDatabase({ out: join(scratch, 'site'), config: server.config, log: quiet, db: server.db, jwtSecret: 'validator-export-secret-at-least-32-chars' });
    documents.push(...exportedPages(join(scratch, 'site')));
    messages = await checkDocuments(documents);
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await database?.dispose();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it('checks every route of the table, each item page, the 404 page and the static pages, for both devices, and the admin pages', () => {
    const names = documents.map((document) => document.name);
    for (const name of ['home', 'about', 'about_quickview', 'projects', 'art', 'writing', 'no-such-page']) {
      expect(names).toContain(`server-desktop-${name}`);
      expect(names).toContain(`server-phone-${name}`);
    }
    expect(names.some((name) => name.startsWith('server-phone-projects_'))).toBe(true);
    expect(names.some((name) => name.startsWith('server-phone-writing_'))).toBe(true);
    for (const name of ['index', 'about', 'projects', 'writing', '404']) expect(names).toContain(`static-${name}`);
    expect(names).toEqual(expect.arrayContaining(['server-desktop-admin', 'server-desktop-admin-clean']));
  });

  it('finds no error in any of them (warnings are listed, not failed)', () => {
    const warnings = messages.filter((message) => message.type === 'info' && message.subType === 'warning' && !NOT_APPLICABLE.some((pattern) => pattern.test(message.message)));
    if (warnings.length > 0) console.info(`Nu Html Checker warnings:\n${warningSummary(warnings)}`);
    const errors = messages.filter((message) => (message.type === 'error' || message.type === 'non-document-error') && !CHECKER_GAPS.some((pattern) => pattern.test(message.message)));
    expect(errors.map(describeMessage)).toEqual([]);
  });
});
