// What made a page's blocking time, run after run: Lighthouse's phone preset on one URL, either way
// the page section runs it (the bench's warm browser, a new tab per run, or the CLI with a fresh full
// Chromium per run), printing each run's TBT and the long tasks behind it (start and length on the
// simulated timeline, and the URL Lighthouse gives each: lib/longTasks.ts). Against a running server:
//   npx tsx bench/blockingRuns.ts http://127.0.0.1:3000/about/quickview [--runs=10] [--cli]
import { chromiumPath } from '../chromium.config.ts';
import { auditBrowser } from './lib/auditBrowser.ts';
import { blockedRunLines } from './lib/longTasks.ts';
import { type AuditWay, auditWithRetry, launchAuditBrowser } from './sections/page.ts';

const url = process.argv.find((arg) => /^https?:\/\//.test(arg));
if (!url) throw new Error('usage: npx tsx bench/blockingRuns.ts <url> [--runs=N] [--cli]');
const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 10);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number of at least 1');
const cli = process.argv.includes('--cli');
const { origin, pathname } = new URL(url);

const chromePath = chromiumPath();
const shell = auditBrowser(chromePath);
const launched = cli ? undefined : shell && (await launchAuditBrowser(shell));
const way: AuditWay | undefined = cli ? (chromePath === undefined ? undefined : { kind: 'cli', chromePath }) : launched && { kind: 'warm', browser: launched.browser };
if (!way) throw new Error('No Chromium: set CHROME_PATH or install /usr/bin/chromium');
try {
  for (let run = 1; run <= runs; run += 1) {
    const result = await auditWithRetry(way, origin, pathname, 'mobile', (line) => console.log(line));
    console.log(`run ${run}: performance ${result.scores.performance}, TBT ${Math.round(result.tbtMs)} ms, ours ${Math.round(result.ownMainThreadMs)} ms, unattributed ${Math.round(result.unattributableMs)} ms`);
    for (const line of blockedRunLines([{ ...result, where: `run ${run}` }], 0)) console.log(line);
  }
} finally {
  await launched?.browser.close();
  launched?.forget();
}
