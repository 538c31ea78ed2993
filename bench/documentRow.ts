// One Lighthouse CLI run of a page (a fresh full Chromium, the phone preset, as the page section's
// CLI runs), its trace kept, and where Lighthouse's bootup-time puts the page's main-thread time:
// each URL's row, the page's own row (the document's: bootup-time gives it every style, layout and
// paint of the page's frame, and its inline scripts) by trace event, and the tasks that made it up;
// then the tasks of the row no URL claims (Unattributable): Chromium's commit, our modules' evaluation.
// How docs/performance.md's reading of the document's row was taken. Against a running server:
//   npx tsx bench/documentRow.ts http://127.0.0.1:3000/writing/<slug> [--keep=DIR]
// `--keep=DIR` keeps the report, trace and DevTools log there (else a temporary folder, removed).
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { chromiumPath } from '../chromium.config.ts';
import { documentRow } from './lib/documentRow.ts';
import { lighthouseCliArgs, lighthouseCliPath } from './lib/lighthouseCli.ts';
import { auditConfigFile } from './lib/lighthouseConfig.ts';
import { makeTempDir } from './lib/tempDir.ts';
import { onOrigin } from './lib/onOrigin.ts';

const url = process.argv.find((arg) => /^https?:\/\//.test(arg));
if (!url) throw new Error('usage: npx tsx bench/documentRow.ts <url> [--keep=DIR]');
const keep = process.argv.find((arg) => arg.startsWith('--keep='))?.slice('--keep='.length);
const chromePath = chromiumPath();
if (!chromePath) throw new Error('No Chromium: set CHROME_PATH or install /usr/bin/chromium');

const { path: dir, remove } = keep ? { path: keep, remove: () => undefined } : makeTempDir('document-row');
const report = join(dir, 'run.json');
const args = lighthouseCliArgs(url, chromePath, ['performance'], false, auditConfigFile(false)).map((arg) => (arg === '--output-path=stdout' ? `--output-path=${report}` : arg));
await promisify(execFile)(process.execPath, [lighthouseCliPath(), ...args, '--save-assets'], { maxBuffer: 64 * 1024 * 1024, timeout: 180_000 });

interface Lhr {
  readonly categories: { readonly performance: { readonly score: number } };
  readonly configSettings: { readonly throttlingMethod: string; readonly throttling: { readonly cpuSlowdownMultiplier: number } };
  readonly audits: Record<string, { readonly numericValue?: number; readonly details?: { readonly items?: readonly { readonly url?: string; readonly resourceType?: string; readonly total?: number }[] } }>;
}
const lhr = JSON.parse(readFileSync(report, 'utf8')) as Lhr;
const trace = JSON.parse(readFileSync(join(dir, 'run-0.trace.json'), 'utf8')) as Parameters<typeof TraceProcessor.processTrace>[0];
const processed = TraceProcessor.processTrace(trace);
const tasks = MainThreadTasks.getMainThreadTasks(processed.mainThreadEvents, processed.frames, processed.timestamps.traceEnd, processed.timestamps.timeOrigin);
const scripts = new Set((lhr.audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script').map((item) => item.url ?? ''));
const pageUrl = new URL(url).href;
const row = documentRow(tasks, pageUrl, scripts);
// Lighthouse's row for the time no URL claims: Chromium's navigation commit, and our modules' evaluation (a microtask with no script URL).
const unattributed = documentRow(tasks, 'Unattributable', scripts, 5);
remove();

const times = lhr.configSettings.throttlingMethod === 'simulate' ? lhr.configSettings.throttling.cpuSlowdownMultiplier : 1;
const origin = new URL(url).origin;
const ours = (lhr.audits['bootup-time']?.details?.items ?? []).filter((item) => item.url?.startsWith(origin)).reduce((sum, item) => sum + (item.total ?? 0), 0);
const ms = (value: number) => `${(value * times).toFixed(0).padStart(5)} (${value.toFixed(1).padStart(5)} observed)`;
console.log(`${url}: performance ${Math.round(lhr.categories.performance.score * 100)}, TBT ${Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0)} ms, ours ${Math.round(ours)} ms (bootup-time, ×${times})`);
console.log(`Main-thread time by the URL bootup-time gives it, ms ×${times}:`);
for (const [where, value] of row.byUrl.slice(0, 12)) console.log(`  ${ms(value)}  ${onOrigin(where, origin)}`);
console.log(`The page's own row by trace event:`);
for (const [name, value] of row.byEvent.filter(([, value]) => value >= 0.1).slice(0, 15)) console.log(`  ${ms(value)}  ${name}`);
const printTasks = (title: string, tasks: typeof row.tasks) => {
  console.log(`${title} (ms from the time origin: start, length, the row’s part, what held it):`);
  for (const task of tasks) console.log(`  ${task.startMs.toFixed(0).padStart(6)} ${task.durationMs.toFixed(1).padStart(6)} ${task.rowMs.toFixed(1).padStart(6)}  ${task.holds}`);
};
printTasks('The tasks that gave to it', row.tasks);
printTasks('The tasks that gave over 5 ms to the Unattributable row', unattributed.tasks);
