// The static edition's pages in a real browser: one file holds the phone and the desktop render of a
// page (packages/api/src/export/bothDevices.ts), and each visitor must see their own layout from the
// very first frame (never the other first), have the app take it over without a hydration error,
// and see nothing move (layout shift 0). Without JavaScript the width alone picks the layout.
//
// Self-contained: it starts the built server (`node packages/api/dist/server.js`) on a fresh demo
// database, reads each page as a desktop and as a phone, merges them, and serves the merged pages and
// the built site (packages/site/dist) from a small static server of its own with a strict CSP that
// allows the inline scripts by their hashes only. It runs in the main config's `static visitor`
// project, or alone: `npx playwright test -c e2e/static/playwright.config.ts` after building the api
// and the site.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { devices, expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { BOTH_DEVICES_SCRIPT, bothDevicePage } from '../../packages/api/src/export/bothDevices.ts';
import { stylesheetReader, withCriticalCssOf } from '../../packages/api/src/pages/afterPaint.ts';
import { appHasPage } from '../support/takeover.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SITE_DIST = join(ROOT, 'packages/site/dist');

const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
// devices['iPhone 13'] names WebKit; only Chromium runs here, so its browser type is left out.
const { defaultBrowserType: _webkit, ...iPhone13 } = devices['iPhone 13'];

/** The pages merged: the two whose layouts differ, and one that renders the same for both (its data differs). */
const PAGES = ['/', '/about', '/writing'] as const;
type PagePath = (typeof PAGES)[number];

/** What only each layout shows (before and after hydration), per page. */
const MARKS: Record<PagePath, { readonly phone: string; readonly desktop: string }> = {
  '/': { phone: 'nav[aria-label="Menu"]', desktop: '[aria-label="Terminal output"], [aria-label="Sections"]' },
  '/about': { phone: 'ul[aria-label="Files"]', desktop: '[aria-label="Terminal output"], [aria-label="about.txt"]' },
  // The same render on both: what must hold is the data the app hydrates with.
  '/writing': { phone: 'main', desktop: 'main' },
};

const SPLASH_KEY = 'splashShown';
/**
 * How long each page's end (its data and scripts) is held back, so that frames paint before it is
 * parsed. 400 ms gave only 2 or 3 such frames in a CI run whose two workers shared a slow machine's
 * two cores (the check below wants more than 3); a second leaves room for that machine.
 */
const STALL_MS = 1000;

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

async function until<T>(what: string, attempt: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await attempt().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/gi;

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.woff2': 'font/woff2', '.svg': 'image/svg+xml', '.json': 'application/json' };

interface Served {
  readonly origin: string;
  /** Paths asked of the static server that it had no file for. */
  readonly missing: string[];
  close(): Promise<void>;
}

/**
 * A static host: the merged pages at their paths, the built site's files, and what else a page
 * links (media, the manifest) as the server has it. A CSP allows the site's own inline script (as
 * index.html has it) and the two-device script by its exported text's hash, and no other.
 */
async function serveStatic(pages: ReadonlyMap<string, string>, api: string): Promise<Served> {
  const indexScripts = [...readFileSync(join(SITE_DIST, 'index.html'), 'utf8').matchAll(INLINE_SCRIPT)].map(([, body = '']) => sha256(body));
  const policy = ["default-src 'self'", ["script-src 'self'", ...indexScripts, sha256(BOTH_DEVICES_SCRIPT)].join(' '), "style-src 'self' 'unsafe-inline'", "img-src 'self' data: https:", "font-src 'self' data:", "connect-src 'self'", "object-src 'none'"].join('; ');
  const missing: string[] = [];
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://static').pathname;
    const page = pages.get(path);
    if (page !== undefined) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': policy, 'cache-control': 'no-store' });
      // As a slow connection delivers it: the layouts first, the rest a moment later. The browser
      // paints what it has, so frames are seen before DOMContentLoaded (when the script prunes).
      const cut = page.indexOf('<script type="application/json"');
      response.write(page.slice(0, cut));
      setTimeout(() => response.end(page.slice(cut)), STALL_MS);
      return;
    }
    const file = join(SITE_DIST, normalize(path));
    if (file.startsWith(SITE_DIST) && existsSync(file) && statSync(file).isFile()) {
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      response.end(readFileSync(file));
      return;
    }
    missing.push(path);
    void fetch(`${api}${path}`).then(
      async (answer) => {
        response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/octet-stream' });
        response.end(Buffer.from(await answer.arrayBuffer()));
      },
      () => {
        response.writeHead(502);
        response.end();
      },
    );
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    missing,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What each animation frame showed, from the document's first, and the layout shift summed since its first paint. */
interface Watched {
  readonly frames: { readonly phone: boolean; readonly desktop: boolean }[];
  /** How many frames had been drawn when the document was parsed (DOMContentLoaded). */
  parsedAt: number;
  shift: number;
}

async function watchFrames(page: Page, marks: { readonly phone: string; readonly desktop: string }): Promise<void> {
  await page.addInitScript(
    ({ marks: selectors, splashKey }) => {
      sessionStorage.setItem(splashKey, 'true');
      const store = window as unknown as { watched: Watched };
      store.watched = { frames: [], parsedAt: -1, shift: 0 };
      document.addEventListener('DOMContentLoaded', () => (store.watched.parsedAt = store.watched.frames.length));
      const shown = (selector: string) => [...document.querySelectorAll(selector)].some((element) => element.checkVisibility());
      const frame = () => {
        store.watched.frames.push({ phone: shown(selectors.phone), desktop: shown(selectors.desktop) });
        if (store.watched.frames.length < 2000) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) store.watched.shift += (entry as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
    },
    { marks, splashKey: SPLASH_KEY },
  );
}

interface Visitor {
  readonly name: string;
  readonly context: BrowserContextOptions;
  readonly layout: 'phone' | 'desktop';
}

const VISITORS: readonly Visitor[] = [
  { name: 'an iPhone', context: { ...iPhone13, viewport: { width: 390, height: 844 } }, layout: 'phone' },
  { name: 'an iPhone on its side (844 px, wider than 768)', context: { ...iPhone13, viewport: { width: 844, height: 390 } }, layout: 'phone' },
  { name: 'a desktop', context: { userAgent: DESKTOP_UA, viewport: { width: 1280, height: 800 } }, layout: 'desktop' },
  { name: 'a desktop window 700 px wide', context: { userAgent: DESKTOP_UA, viewport: { width: 700, height: 800 } }, layout: 'phone' },
];

let server: ChildProcess | undefined;
let dataDir: string | undefined;
let site: Served | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const built = [join(ROOT, 'packages/api/dist/server.js'), join(SITE_DIST, 'index.html'), join(ROOT, 'packages/site/dist-server/renderPage.js')];
  for (const file of built) if (!existsSync(file)) throw new Error(`${file} is missing: build first (npx turbo run build --filter=@portfolio/api --filter=@portfolio/site)`);
  dataDir = mkdtempSync(join(tmpdir(), 'portfolio-static-e2e-'));
  const port = await freePort();
  const api = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['packages/api/dist/server.js'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: `sqlite:${join(dataDir, 'static.sqlite')}`, DATA_DIR: dataDir, UPLOAD_DIR: join(dataDir, 'uploads'), ADMIN_PASSWORD: 'static-e2e-password', SEED_DEMO: 'true' },
  });
  // The demo's images become media just after the server starts; a page read before and after would differ.
  await until('the demo images as media', async () => {
    const { projects } = (await (await fetch(`${api}/api/projects`)).json()) as { projects: { images: string[] }[] };
    return projects.flatMap((project) => project.images).every((url) => url.startsWith('/media/')) ? true : undefined;
  });
  const read = async (path: string, userAgent: string) => (await fetch(`${api}${path}`, { headers: { 'user-agent': userAgent } })).text();
  const merged = new Map<string, string>();
  // As the exporter writes a page (export/exportSite.ts): both renders in one document, with the critical CSS of both.
  const stylesheets = stylesheetReader(SITE_DIST);
  for (const path of PAGES) merged.set(path, withCriticalCssOf(bothDevicePage(await read(path, DESKTOP_UA), await read(path, iPhone13.userAgent)), stylesheets));
  site = await serveStatic(merged, api);
});

test.afterAll(async () => {
  await site?.close();
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Opens `path` as `visitor`, recording every console error and page error. */
async function open(browser: Browser, visitor: Visitor, path: PagePath, javaScriptEnabled = true) {
  const context = await browser.newContext({ ...visitor.context, javaScriptEnabled });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  if (javaScriptEnabled) await watchFrames(page, MARKS[path]);
  await page.goto(`${site?.origin ?? ''}${path}`);
  return { context, page, errors };
}

for (const visitor of VISITORS) {
  for (const path of PAGES) {
    test(`${path} for ${visitor.name}: the ${visitor.layout} layout from the first frame, hydrated cleanly, nothing moved`, async ({ browser }) => {
      const { context, page, errors } = await open(browser, visitor, path);
      // A phone's /about and /writing wait for the visitor's first touch or key before the app takes them over.
      await appHasPage(page);
      // The terminal's machine comes alive after hydration; give effects and the web font time to land.
      if (visitor.layout === 'desktop' && path !== '/writing') await expect(page.getByRole('textbox', { name: 'Command' })).toBeVisible();
      await page.waitForTimeout(800);
      // No hydration error (React reports a mismatch as an error), no CSP refusal, nothing else.
      expect(errors).toEqual([]);

      const other = visitor.layout === 'phone' ? 'desktop' : 'phone';
      const watched = await page.evaluate(() => (window as unknown as { watched: Watched }).watched);
      const painted = watched.frames.filter((frame) => frame.phone || frame.desktop);
      // Frames with content were drawn before the document was parsed: the choice made in the head is what they show.
      expect(watched.frames.slice(0, watched.parsedAt).filter((frame) => frame.phone || frame.desktop).length).toBeGreaterThan(3);
      // In every frame with content, from the first: the visitor's layout, never the other.
      if (path !== '/writing') expect(painted.filter((frame) => frame[other] || !frame[visitor.layout])).toEqual([]);
      expect(watched.shift).toBe(0);

      const state = await page.evaluate(() => ({
        layout: document.documentElement.getAttribute('data-device-layout'),
        device: (JSON.parse(document.getElementById('page-data')?.textContent ?? '{}') as { device?: string }).device,
        lettering: 'lettering' in (JSON.parse(document.getElementById('page-data')?.textContent ?? '{}') as object),
        left: [...document.querySelectorAll('#root-phone, #page-data-phone, body [data-device-layout]')].length,
      }));
      expect(state).toEqual({ layout: visitor.layout, device: visitor.layout, lettering: visitor.layout === 'desktop', left: 0 });
      // Screen readers read one layout only.
      if (path === '/') {
        await expect(page.getByRole('navigation', { name: 'Menu' })).toHaveCount(visitor.layout === 'phone' ? 1 : 0);
        await expect(page.getByRole('textbox', { name: 'Command' })).toHaveCount(visitor.layout === 'desktop' ? 1 : 0);
      }
      expect(site?.missing.filter((asked) => asked.startsWith('/api/'))).toEqual([]);
      await context.close();
    });
  }
}

test.describe('without JavaScript', () => {
  const narrow: Visitor = { name: 'a phone', context: { userAgent: DESKTOP_UA, viewport: { width: 390, height: 844 } }, layout: 'phone' };
  const wide: Visitor = { name: 'a desktop', context: { userAgent: DESKTOP_UA, viewport: { width: 1280, height: 800 } }, layout: 'desktop' };

  for (const visitor of [narrow, wide]) {
    for (const path of ['/', '/about'] as const) {
      test(`${path} at ${visitor.context.viewport?.width ?? 0} px: the width picks the ${visitor.layout} layout, the other hidden from every reader`, async ({ browser }) => {
        const { context, page, errors } = await open(browser, visitor, path, false);
        const other = visitor.layout === 'phone' ? 'desktop' : 'phone';
        await expect(page.locator(MARKS[path][visitor.layout]).first()).toBeVisible();
        await expect(page.locator(MARKS[path][other]).filter({ visible: true })).toHaveCount(0);
        if (path === '/') {
          await expect(page.getByRole('navigation', { name: 'Menu' })).toHaveCount(visitor.layout === 'phone' ? 1 : 0);
          await expect(page.getByRole('list', { name: 'Sections' })).toHaveCount(visitor.layout === 'desktop' ? 1 : 0);
        }
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }
});
