// The static edition (`node packages/api/dist/export.js --out DIR`, served by deploy/static/nginx.conf):
// how long the owner waits for an export, cold and after a one-post change; the exported pages in
// Lighthouse's phone run behind the real nginx; and their rate against nginx serving a plain file.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, copyFileSync, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Browser } from 'puppeteer-core';
import { STATIC_DATA, staticPageFile } from '../../packages/contracts/src/staticEdition.ts';
import { nginxMissing, type NginxProcess, startStaticNginx } from '../../packages/api/src/testing/nginxProcess.ts';
import { load, type LoadResult } from '../lib/cannon.ts';
import { onCleanup } from '../lib/cleanup.ts';
import { freePort, get, getJson } from '../lib/http.ts';
import { appEnv, ownerToken, REPO_ROOT, SITE_DIST, startServer, type RunningServer } from '../lib/server.ts';
import type { BenchSettings } from '../lib/settings.ts';
import { median } from '../lib/stats.ts';
import { makeTempDir, type TempDir } from '../lib/tempDir.ts';
import { combine } from './api.ts';
import { auditWithRetry, type LighthouseRun, type Lhr, launchAuditBrowser } from './page.ts';

/** The targets for the static edition; every run is judged. */
export const STATIC_TARGETS = {
  /** `export.js` on a fresh empty SQLite database (demo seeded, its images converted) into an empty folder, process start → exit. */
  coldExportMs: 15_000,
  /** The same after one published post's content was edited, into the folder of the previous export. */
  changeExportMs: 3_000,
  /** Lighthouse's mobile preset, behind nginx. */
  mobileLcpMs: 800,
  performance: 100,
  /** "HTML throughput is nginx's": an exported page's req/s ÷ nginx's req/s for a plain index.html, ≈ 1. */
  htmlRatio: 0.9,
} as const;

export const EXPORT_SCRIPT = join(REPO_ROOT, 'packages/api/dist/export.js');
const EXPORT_RUNS = 3;
const ROUNDS = 5;
const WARM_UP_SECONDS = 1;
/** What Chromium sends; nginx compresses the page (gzip) or sends a `.gz` beside it. Without it: the bytes as they are. */
const ENCODINGS = { identity: {}, 'gzip, deflate, br': { 'accept-encoding': 'gzip, deflate, br' } } as const;
type Encoding = keyof typeof ENCODINGS;

export interface ExportRun {
  /** `node packages/api/dist/export.js` from spawn to exit. */
  readonly ms: number;
  /** From its last line (`Exported N files (… MB, P pages) to DIR: W written, R removed.`). */
  readonly files: number;
  readonly pages: number;
  readonly written: number;
  readonly removed: number;
  /** The files it lists (`.portfolio-export.json`), summed from the folder. */
  readonly bytes: number;
  /** Files whose inode changed or that are new (an unchanged file is hard-linked from the previous export), the list aside. */
  readonly rewritten: readonly string[];
}

export interface StaticPageRun extends LighthouseRun {
  /** Performance audits that lost points: `id display value (score)`. */
  readonly performanceLosses: readonly string[];
}

export interface StaticPage {
  readonly path: string;
  readonly runs: readonly StaticPageRun[];
}

export interface StaticThroughputCase {
  readonly path: string;
  readonly encoding: Encoding;
  /** The exported page from nginx (deploy/static/nginx.conf). */
  readonly staticPage: LoadResult;
  /** The same page from the server edition on the database the export read. */
  readonly serverPage: LoadResult;
  /** The site build's plain index.html from an nginx with the same configuration and headers. */
  readonly plainFile: LoadResult;
  /** Context: the exported page's own file, copied beside that index.html and asked by its file name (no `try_files` lookup). */
  readonly sameBytes: LoadResult;
  /** Medians over the rounds of static ÷ plain, server ÷ plain and static ÷ same bytes. */
  readonly ratio: number;
  readonly serverRatio: number;
  readonly sameBytesRatio: number;
  /** One answer's body as sent, bytes, and its content-encoding. */
  readonly bytes: Readonly<Record<Side, number>>;
  readonly contentEncoding: Readonly<Record<Side, string>>;
}

const SIDES = ['staticPage', 'serverPage', 'plainFile', 'sameBytes'] as const;
type Side = (typeof SIDES)[number];

export type StaticResult =
  | { readonly skipped: string }
  | {
      readonly editedPost: string;
      readonly cold: readonly ExportRun[];
      readonly change: readonly ExportRun[];
      readonly pages: readonly StaticPage[];
      readonly throughput: readonly StaticThroughputCase[];
      readonly nginxWorkers: number;
    };

const SUMMARY = /Exported (\d+) files \([\d.]+ MB, (\d+) pages\) to .*: (\d+) written, (\d+) removed\./;

/** Every file under `dir` (export paths, `/about.html`) → its inode, to see which ones an export wrote again. */
function inodes(dir: string): Map<string, string> {
  const found = new Map<string, string>();
  if (!existsSync(dir)) return found;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }) as { name: string; parentPath: string; isFile(): boolean }[]) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    const { dev, ino } = statSync(file);
    found.set(`/${relative(dir, file).split(sep).join('/')}`, `${dev}:${ino}`);
  }
  return found;
}

/** The export as the owner runs it, timed from process start to exit. */
async function runExport(out: string, dataDir: string, publicUrl: string): Promise<ExportRun> {
  const before = inodes(out);
  const began = performance.now();
  const child = spawn(process.execPath, [EXPORT_SCRIPT, '--out', out], { cwd: REPO_ROOT, env: { ...appEnv(dataDir), PUBLIC_URL: publicUrl }, stdio: ['ignore', 'pipe', 'pipe'] });
  const forget = onCleanup(() => child.kill('SIGKILL'));
  let output = '';
  child.stdout.on('data', (part: Buffer) => (output += part.toString('utf8')));
  child.stderr.on('data', (part: Buffer) => (output += part.toString('utf8')));
  const [code] = (await once(child, 'exit')) as [number | null];
  const ms = performance.now() - began;
  forget();
  const summary = SUMMARY.exec(output);
  if (code !== 0 || !summary) throw new Error(`export.js exited with ${code}:\n${output.slice(-2000)}`);
  const [, files, pages, written, removed] = summary.map(Number) as [number, number, number, number, number];
  const listed = (JSON.parse(readFileSync(join(out, '.portfolio-export.json'), 'utf8')) as { files: string[] }).files;
  const bytes = listed.reduce((sum, path) => sum + statSync(join(out, path)).size, 0);
  const after = inodes(out);
  const rewritten = [...after].filter(([path, inode]) => path !== '/.portfolio-export.json' && before.get(path) !== inode).map(([path]) => path).sort();
  return { ms, files, pages, written, removed, bytes, rewritten };
}

/** The folder and everything in it opened to nginx's workers (`nobody`, when the bench runs as root). */
function openToNginx(dir: string): void {
  chmodSync(dir, 0o755);
  for (const entry of readdirSync(dir, { withFileTypes: true })) if (entry.isDirectory()) openToNginx(join(dir, entry.name));
}

/** deploy/static/nginx.conf serving `root`, stopped (its folder removed) however the bench ends. */
async function staticNginx(root: string, listenPort?: number): Promise<NginxProcess> {
  const nginx = await startStaticNginx({ root, ...(listenPort === undefined ? {} : { listenPort }) });
  const forget = onCleanup(() => nginx.child.kill('SIGKILL'));
  return {
    ...nginx,
    async stop() {
      await nginx.stop();
      forget();
    },
  };
}

/** A published post's content edited through the owner API: a sentence added, another each run. */
async function editPost(origin: string, token: string, slug: string, run: number): Promise<void> {
  const post = (await getJson(`${origin}/api/writing/${encodeURIComponent(slug)}`)) as { content?: unknown };
  if (typeof post.content !== 'string') throw new Error(`GET /api/writing/${slug} has no content`);
  const content = `${post.content}\n\nEdited for the bench, change ${run + 1}.\n`;
  const response = await fetch(`${origin}/api/admin/writing`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ action: 'edit', slug, update: { content } }),
  });
  if (response.status !== 200) throw new Error(`POST /api/admin/writing (edit ${slug}) answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
}

/** Performance audits that cost points, for a run below 100. */
function performanceLosses(lhr: Lhr): { performanceLosses: string[] } {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  return {
    performanceLosses: refs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${ref.id} ${lhr.audits[ref.id]?.displayValue ?? ''} (${lhr.audits[ref.id]?.score ?? ''})`),
  };
}

async function auditPages(browser: Browser, origin: string, paths: readonly string[], runs: number, log: (line: string) => void): Promise<StaticPage[]> {
  const pages: StaticPage[] = [];
  for (const path of paths) {
    const results: StaticPageRun[] = [];
    for (let run = 0; run < runs; run += 1) results.push(await auditWithRetry({ kind: 'warm', browser }, origin, path, 'mobile', log, performanceLosses));
    log(`  lighthouse mobile ${path} (static): perf ${results.map((r) => r.scores.performance).join(' ')}, LCP ${results.map((r) => Math.round(r.lcpMs)).join(' ')} ms`);
    pages.push({ path, runs: results });
  }
  return pages;
}

const encodingOf = (headers: Readonly<Record<string, string | string[] | undefined>>) => String(headers['content-encoding'] ?? 'none');

/** One page from nginx and from the server edition, the plain file and the page's own bytes from nginx, in alternating rounds. */
async function throughput(urls: Readonly<Record<Side, string>>, path: string, encoding: Encoding, settings: BenchSettings): Promise<StaticThroughputCase> {
  const headers = { ...ENCODINGS[encoding] };
  const bytes = {} as Record<Side, number>;
  const contentEncoding = {} as Record<Side, string>;
  for (const side of SIDES) {
    const answer = await get(urls[side], headers);
    if (answer.status !== 200) throw new Error(`GET ${urls[side]} answered ${answer.status}`);
    bytes[side] = answer.body.length;
    contentEncoding[side] = encodingOf(answer.headers);
  }
  const run = (url: string, durationSeconds: number) => load({ url, headers, connections: settings.connections, durationSeconds, expectStatus: 200 });
  for (const side of SIDES) await run(urls[side], WARM_UP_SECONDS);
  const rounds: Record<Side, LoadResult[]> = { staticPage: [], serverPage: [], plainFile: [], sameBytes: [] };
  const ratios: Record<'ratio' | 'serverRatio' | 'sameBytesRatio', number[]> = { ratio: [], serverRatio: [], sameBytesRatio: [] };
  const share = (a: LoadResult, b: LoadResult) => (b.requestsPerSecond > 0 ? a.requestsPerSecond / b.requestsPerSecond : 0);
  const slice = settings.durationSeconds / ROUNDS;
  for (let round = 0; round < ROUNDS; round += 1) {
    const result = {} as Record<Side, LoadResult>;
    for (const side of SIDES) {
      result[side] = await run(urls[side], slice);
      rounds[side].push(result[side]);
    }
    ratios.ratio.push(share(result.staticPage, result.plainFile));
    ratios.serverRatio.push(share(result.serverPage, result.plainFile));
    ratios.sameBytesRatio.push(share(result.staticPage, result.sameBytes));
  }
  return {
    path,
    encoding,
    staticPage: combine(rounds.staticPage),
    serverPage: combine(rounds.serverPage),
    plainFile: combine(rounds.plainFile),
    sameBytes: combine(rounds.sameBytes),
    ratio: median(ratios.ratio),
    serverRatio: median(ratios.serverRatio),
    sameBytesRatio: median(ratios.sameBytesRatio),
    bytes,
    contentEncoding,
  };
}

/**
 * Three cold exports (each a fresh database and an empty folder), then three one-post changes on
 * the last one's database and folder (edited through a server edition running on it); then the
 * first export behind nginx: Lighthouse's phone run on five pages, and autocannon on a page against
 * the server edition and against nginx serving a plain index.html.
 */
export async function benchStatic(settings: BenchSettings, log: (line: string) => void): Promise<StaticResult> {
  const missing = nginxMissing();
  if (missing) return { skipped: missing };
  const auditWith = settings.lighthouseBrowser;
  if (!auditWith) throw new Error('No Chromium: set CHROME_PATH or install /usr/bin/chromium (better: chromium-headless-shell, bench/README.md)');
  if (!existsSync(EXPORT_SCRIPT)) throw new Error(`the export is not built (${EXPORT_SCRIPT})`);
  // Every page, feed and share card names PUBLIC_URL: the exports are made for the port nginx will listen on.
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const folders: TempDir[] = [];
  const servers: RunningServer[] = [];
  const proxies: NginxProcess[] = [];
  let browser: Browser | undefined;
  try {
    const exports: { data: string; out: string }[] = [];
    const cold: ExportRun[] = [];
    for (let run = 0; run < EXPORT_RUNS; run += 1) {
      const data = makeTempDir('static-data');
      const work = makeTempDir('static-out');
      folders.push(data, work);
      const out = join(work.path, 'site');
      cold.push(await runExport(out, data.path, publicUrl));
      exports.push({ data: data.path, out });
      log(`  cold export ${run + 1}: ${Math.round(cold[run]?.ms ?? 0)} ms`);
    }
    const served = exports[0] as { data: string; out: string };
    const changed = exports[EXPORT_RUNS - 1] as { data: string; out: string };

    // The owner's server edition on the last export's database: the post is edited through its API.
    const owner = await startServer({ dataDir: changed.data });
    servers.push(owner);
    const token = await ownerToken(owner.origin);
    const editedPost = (((await getJson(`${owner.origin}/api/writing?limit=1`)) as { items: { slug: string }[] }).items[0] as { slug: string }).slug;
    const change: ExportRun[] = [];
    for (let run = 0; run < EXPORT_RUNS; run += 1) {
      await editPost(owner.origin, token, editedPost, run);
      change.push(await runExport(changed.out, changed.data, publicUrl));
      log(`  one-post change ${run + 1}: ${Math.round(change[run]?.ms ?? 0)} ms, ${change[run]?.rewritten.length ?? 0} files rewritten`);
    }
    await owner.stop();
    servers.length = 0;

    // The first export, untouched, behind nginx.
    for (const folder of folders) openToNginx(folder.path);
    const site = await staticNginx(served.out, port);
    proxies.push(site);
    const projects = (JSON.parse(readFileSync(join(served.out, STATIC_DATA.projects.file), 'utf8')) as { projects: { id: string }[] }).projects;
    const posts = (JSON.parse(readFileSync(join(served.out, STATIC_DATA.writing.file), 'utf8')) as { items: { slug: string }[] }).items;
    const project = projects[0]?.id;
    const slug = posts[0]?.slug;
    if (project === undefined || slug === undefined) throw new Error('the export has no project or no post: the demo content should seed some');
    const paths = ['/', '/projects', `/projects/${project}`, `/writing/${slug}`, '/about/quickview'];
    const launched = await launchAuditBrowser(auditWith);
    browser = launched.browser;
    const pages = await auditPages(launched.browser, site.baseUrl, paths, settings.lighthouseRuns, log);
    await launched.browser.close();
    launched.forget();
    browser = undefined;

    // The plain file: the site build's index.html (and the .gz the build writes beside it) with the
    // export's headers; beside it, each measured page's exported file under a name of its own.
    const plainRoot = makeTempDir('static-plain');
    folders.push(plainRoot);
    for (const name of ['index.html', 'index.html.gz']) if (existsSync(join(SITE_DIST, name))) copyFileSync(join(SITE_DIST, name), join(plainRoot.path, name));
    copyFileSync(join(served.out, '_headers.nginx'), join(plainRoot.path, '_headers.nginx'));
    const measured = ['/', `/writing/${slug}`];
    measured.forEach((path, index) => copyFileSync(join(served.out, staticPageFile(path)), join(plainRoot.path, `same-${index}.html`)));
    openToNginx(plainRoot.path);
    const plain = await staticNginx(plainRoot.path);
    proxies.push(plain);
    const server = await startServer({ dataDir: served.data });
    servers.push(server);
    const cases: StaticThroughputCase[] = [];
    for (const [index, path] of measured.entries()) {
      const urls = { staticPage: `${site.baseUrl}${path}`, serverPage: `${server.origin}${path}`, plainFile: `${plain.baseUrl}/index.html`, sameBytes: `${plain.baseUrl}/same-${index}.html` };
      for (const encoding of Object.keys(ENCODINGS) as Encoding[]) {
        log(`  GET ${path} (${encoding}): static / server / plain index.html / the same bytes`);
        cases.push(await throughput(urls, path, encoding, settings));
      }
    }
    return { editedPost, cold, change, pages, throughput: cases, nginxWorkers: 1 };
  } finally {
    await browser?.close().catch(() => undefined);
    for (const proxy of proxies) await proxy.stop();
    for (const server of servers) await server.stop();
    for (const folder of folders) folder.remove();
  }
}
