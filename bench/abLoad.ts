// Two builds side by side, as issue 31's half target is judged: Lighthouse's CLI (a fresh full
// Chromium per run, the phone preset, every bootup-time row counted: lib/lighthouseConfig.ts)
// alternating between two running servers, page by page, and per page each side's main-thread time
// attributed to its own document and scripts ("ours"), TBT and performance, and for a run over the
// CLI's TBT target the long tasks that made it (lib/longTasks.ts). Against two servers:
//   npx tsx bench/abLoad.ts http://127.0.0.1:4101 http://127.0.0.1:4100 [--paths=/,/projects] [--runs=5]
// the first the build before (e.g. the baseline built in a git worktree, docs/performance.md),
// the second the build after. Both should serve the same content (the demo's, from an empty DATA_DIR).
import { formatAb, summariseAb } from './lib/abSummary.ts';
import { chromiumPath } from '../chromium.config.ts';
import { blockedRunLines } from './lib/longTasks.ts';
import { auditWithRetry, CLI_TARGETS, type LighthouseRun } from './sections/page.ts';

const [before, after] = process.argv.slice(2).filter((arg) => /^https?:\/\//.test(arg));
if (!before || !after) throw new Error('usage: npx tsx bench/abLoad.ts <origin before> <origin after> [--paths=/,/projects] [--runs=N]');
const value = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = Number(value('runs') ?? 5);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number of at least 1');
const paths = (value('paths') ?? '/,/projects,/about/quickview').split(',');
const chromePath = chromiumPath();
if (!chromePath) throw new Error('No Chromium: set CHROME_PATH or install /usr/bin/chromium');

const way = { kind: 'cli', chromePath } as const;
const origins = [new URL(before).origin, new URL(after).origin] as const;
const verdicts: string[] = [];
for (const path of paths) {
  const results: [LighthouseRun[], LighthouseRun[]] = [[], []];
  for (let run = 1; run <= runs; run += 1) {
    // Alternating which side goes first, so neither always meets the machine as the other left it.
    const order = run % 2 === 1 ? [0, 1] : [1, 0];
    for (const side of order) {
      const result = await auditWithRetry(way, origins[side] as string, path, 'mobile', (line) => console.log(line));
      results[side]?.push(result);
      const name = side === 0 ? 'before' : 'after ';
      console.log(`${path} ${name} run ${run}: ours ${Math.round(result.ownMainThreadMs)} ms, TBT ${Math.round(result.tbtMs)} ms, performance ${result.scores.performance}, LCP ${Math.round(result.lcpMs)} ms`);
      for (const line of blockedRunLines([{ ...result, where: `${path} ${name.trim()} run ${run}` }], CLI_TARGETS.tbtMs)) console.log(line);
    }
  }
  const ours = summariseAb(results[0].map((r) => r.ownMainThreadMs), results[1].map((r) => r.ownMainThreadMs));
  const worstTbt = (side: LighthouseRun[]) => Math.round(Math.max(...side.map((r) => r.tbtMs)));
  verdicts.push(`${path}: ours ${formatAb(ours)}${ours.worstWithinHalf ? ', every run after within half' : ''}; worst TBT ${worstTbt(results[0])} → ${worstTbt(results[1])} ms`);
}
console.log(`\n${runs} runs a page and side, before ${origins[0]}, after ${origins[1]}`);
for (const line of verdicts) console.log(line);
