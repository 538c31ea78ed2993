// `npm run bench`: measures the built site and server (bundle, Lighthouse, terminal latency, API
// throughput, start-up), prints tables and verdicts, and writes bench/results.json. See bench/README.md.
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeMachine } from './lib/machine.ts';
import { demoMediaReady, ownerToken, SERVER_SCRIPT, SITE_DIST, startServer } from './lib/server.ts';
import { readSettings, type Section } from './lib/settings.ts';
import { table } from './lib/table.ts';
import type { Verdict } from './lib/verdict.ts';
import { type MediaSectionRun, reportApi, reportBundle, reportFlood, reportHtml, reportMedia, reportOutage, reportPages, reportReplicas, reportStartup, reportStatic, reportTerminal, type SectionReport } from './report.ts';
import { benchApi } from './sections/api.ts';
import { benchBundle } from './sections/bundle.ts';
import { benchFlood, FLOOD_PER_SECOND } from './sections/flood.ts';
import { benchHtml } from './sections/html.ts';
import { benchMedia } from './sections/media.ts';
import { benchOutage } from './sections/outage.ts';
import { benchPages } from './sections/page.ts';
import { benchReplicas } from './sections/replicas.ts';
import { benchStartup } from './sections/startup.ts';
import { benchStatic } from './sections/static.ts';
import { benchTerminal } from './sections/terminal.ts';

const RESULTS_FILE = fileURLToPath(new URL('./results.json', import.meta.url));
const settings = readSettings();
const started = Date.now();
const machine = describeMachine(settings.chromePath);
const results: Record<string, unknown> = {};
/** 1-minute load average as each section started: how busy the machine was while it measured. */
const loadBySection: Record<string, number> = {};
const verdicts: Verdict[] = [];
const errors: { section: Section; message: string }[] = [];
const log = (line: string) => console.log(line);

/** When the server and site files were last built: other work on the same tree may rebuild them mid-run. */
const buildStamp = () => [SERVER_SCRIPT, join(SITE_DIST, 'index.html')].map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)).join(' ');
/** Sections during which the build changed: their figures may mix two builds. */
const rebuiltDuring: Section[] = [];

async function section<T>(name: Section, title: string, measure: () => Promise<T> | T, report: (result: T) => SectionReport): Promise<void> {
  if (!settings.sections.has(name)) return;
  const began = Date.now();
  const built = buildStamp();
  loadBySection[name] = loadavg()[0] ?? Number.NaN;
  log(`\n== ${title} (load average ${loadBySection[name].toFixed(2)})`);
  try {
    const result = await measure();
    results[name] = result;
    const { text, verdicts: found } = report(result);
    verdicts.push(...found);
    log(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    errors.push({ section: name, message });
    log(`FAILED: ${message}`);
  }
  if (buildStamp() !== built) {
    rebuiltDuring.push(name);
    log('WARNING: the server or the site was rebuilt while this section ran; its figures may mix two builds');
  }
  log(`(${((Date.now() - began) / 1000).toFixed(1)} s)`);
}

for (const [path, what] of [[SERVER_SCRIPT, 'the server'], [SITE_DIST, 'the site']] as const) {
  if (!existsSync(path)) throw new Error(`${what} is not built (${path}): run npm run build, or npm run bench which builds first`);
}
log(`bench on ${machine.cpus} × ${machine.cpuModel}, Node ${machine.node}, Chromium ${machine.chromium ?? 'none'}; load average ${machine.loadAtStart.toFixed(2)}`);

await section('bundle', 'Bundle: what index.html loads (gzip -9)', () => benchBundle(SITE_DIST), reportBundle);
await section('startup', `Start-up: \`npm start\` (built) and the server alone → first healthy /api/health, ${settings.startupRuns} runs each`, () => benchStartup(settings.startupRuns), reportStartup);
const auditedWith = settings.lighthouseBrowser ? `${settings.lighthouseBrowser.path}${settings.lighthouseBrowser.headless === 'shell' ? '' : ' (new headless mode: noisier TBT on 2 cores, see bench/README.md)'}` : 'no browser';
await section('page', `Page: Lighthouse 12 (scores 0–100), ${settings.lighthouseRuns} runs per page and preset, in ${auditedWith}`, () => benchPages(settings, log), reportPages);
await section('terminal', 'Terminal: Enter keydown → output on screen', () => benchTerminal(settings, log), reportTerminal);
await section(
  'api',
  `API: autocannon, ${settings.connections} connections × ${settings.durationSeconds} s per run, against a bare node:http ceiling`,
  async () => {
    const runs = [await benchApi(settings, 'sqlite', log)];
    if (settings.mysqlUrl) runs.push(await benchApi(settings, 'mysql', log));
    else log('  (no BENCH_MYSQL_URL or mysql:// DATABASE_URL: SQLite only)');
    return runs;
  },
  reportApi,
);
await section(
  'html',
  `Server-rendered pages: time per page for a new reader; rate vs the static index.html, ${settings.connections} connections; share images`,
  async () => {
    const runs = [await benchHtml(settings, 'sqlite', log)];
    if (settings.mysqlUrl) runs.push(await benchHtml(settings, 'mysql', log));
    return runs;
  },
  reportHtml,
);
await section(
  'flood',
  `Body flood: public reads alone and under ${FLOOD_PER_SECOND} deep or oversized bodies a second, ${settings.connections} connections`,
  async () => {
    const runs = [await benchFlood(settings, 'sqlite', log)];
    if (settings.mysqlUrl) runs.push(await benchFlood(settings, 'mysql', log));
    return runs;
  },
  reportFlood,
);

/** The media section on its own server: an owner's token, and the demo's images converted first so they do not share the timed uploads' CPU. */
async function mediaOn(database: 'sqlite' | 'mysql'): Promise<MediaSectionRun> {
  const server = await startServer({ database: database === 'sqlite' ? 'sqlite' : (settings.mysqlUrl as string), metrics: true });
  try {
    const token = await ownerToken(server.origin);
    await demoMediaReady(server.origin);
    log(`  ${database}`);
    const run = await benchMedia(server.origin, token, { connections: settings.connections, durationSeconds: settings.durationSeconds, metricsOrigin: server.metricsOrigin, log });
    return { database, ...run };
  } finally {
    await server.stop();
  }
}
await section(
  'media',
  `Media: 12-megapixel JPEG uploads, a variant served against a bare node:http ceiling (${settings.connections} connections), /api/projects while ten are processed`,
  async () => {
    const runs = [await mediaOn('sqlite')];
    if (settings.mysqlUrl) runs.push(await mediaOn('mysql'));
    return runs;
  },
  reportMedia,
);
await section(
  'replicas',
  `Replicas: public reads from one server, and through nginx from one and from two on one MySQL database, ${settings.connections} connections (context)`,
  () => benchReplicas(settings, log),
  reportReplicas,
);
await section(
  'outage',
  'Outage: the database frozen (a proxy black-holes MySQL): kept answers, and everything else sent at once',
  () => benchOutage(settings, log),
  reportOutage,
);
await section(
  'static',
  `Static edition: export time (cold, one-post change), Lighthouse mobile behind nginx in ${auditedWith}, HTML rate against nginx's plain file (${settings.connections} connections)`,
  () => benchStatic(settings, log),
  reportStatic,
);

const finished = Date.now();
const output = {
  version: 1,
  startedAt: new Date(started).toISOString(),
  durationSeconds: Math.round((finished - started) / 1000),
  machine: { ...machine, loadBySection, loadAtEnd: loadavg()[0] },
  settings: { ...settings, sections: [...settings.sections], mysqlUrl: settings.mysqlUrl ? '(set)' : undefined },
  results,
  verdicts,
  errors,
  rebuiltDuring,
};
writeFileSync(RESULTS_FILE, `${JSON.stringify(output, null, 2)}\n`);

log('\n== Verdicts');
log(table(['check', 'target', 'measured', 'verdict'], verdicts.map((v) => [v.check, v.target, v.actual, v.pass ? 'pass' : 'MISS'])));
for (const error of errors) log(`section ${error.section} failed: ${error.message}`);
if (rebuiltDuring.length > 0) log(`rebuilt while measuring: ${rebuiltDuring.join(', ')} (run again for figures of one build)`);
log(`\n${verdicts.filter((v) => v.pass).length}/${verdicts.length} targets met in ${output.durationSeconds} s; load average ${machine.loadAtStart.toFixed(2)} → ${(loadavg()[0] ?? 0).toFixed(2)} on ${machine.cpus} CPUs. Written to bench/results.json.`);
// Explicit: a browser or socket left open must not keep the bench alive; exit also runs the cleanup jobs.
process.exit(errors.length > 0 ? 1 : 0);
