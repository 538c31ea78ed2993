// Turns each section's result into a printed table and pass/fail verdicts against the issue's targets.
import { TARGET } from '../packages/site/build/budget.ts';
import { median } from './lib/stats.ts';
import { blockedRunLines } from './lib/longTasks.ts';
import { kb, ms, table } from './lib/table.ts';
import { verdict, type Verdict } from './lib/verdict.ts';
import type { ApiRun } from './sections/api.ts';
import { CEILING_RATIO_TARGET } from './sections/api.ts';
import type { BundleResult } from './sections/bundle.ts';
import { FLOOD_PER_SECOND, FLOOD_RATIO_TARGET, type FloodRun } from './sections/flood.ts';
import { HTML_RATIO_TARGET, RENDER_P50_TARGET_MS, type HtmlRun } from './sections/html.ts';
import { GIVEN_UP_WHILE_FROZEN_TARGET_MS, KEPT_WHILE_FROZEN_TARGET_MS, type OutageResult, type TimedAnswer } from './sections/outage.ts';
import { EVENT_LOOP_DELAY_DURING_UPLOADS_MAX_MS, type MediaRun, PROJECTS_DURING_UPLOADS_P99_TARGET_MS, SERVE_RATIO_TARGET, UPLOAD_MEDIAN_TARGET_MS } from './sections/media.ts';
import { type Category, CATEGORIES, CLI_TARGETS, type LighthouseRun, PAGE_TARGETS, type PageRun } from './sections/page.ts';
import { REPLICA_SETUPS, type ReplicasResult } from './sections/replicas.ts';
import { type ExportRun, STATIC_TARGETS, type StaticResult, type StaticThroughputCase } from './sections/static.ts';
import { STARTUP_TARGET_MS, type StartupCase, type StartupResult } from './sections/startup.ts';
import { TERMINAL_TARGETS, type TerminalResult } from './sections/terminal.ts';

export interface SectionReport {
  readonly text: string;
  readonly verdicts: readonly Verdict[];
}

export function reportBundle(result: BundleResult): SectionReport {
  const rows = result.routes.map((r) => [r.route, kb(r.js.raw), kb(r.js.gzip), kb(r.css.raw), kb(r.css.gzip), r.files.length]);
  const home = result.routes[0];
  const admin = result.violations.find((line) => line.startsWith('admin code'));
  const largest = result.largestPackages.slice(0, 5).map((p) => `${p.id} ${kb(p.renderedLength)} KB`).join(', ');
  return {
    text: `${table(['route', 'JS KB', 'JS gz KB', 'CSS KB', 'CSS gz KB', 'files'], rows)}\nlargest on / (rendered, before minification): ${largest}`,
    verdicts: home
      ? [
          verdict('/ JS gzip -9', `≤ ${kb(result.budget.jsGzip)} KB`, `${kb(home.js.gzip)} KB`, home.js.gzip <= result.budget.jsGzip),
          verdict('/ CSS gzip -9', `≤ ${kb(result.budget.cssGzip)} KB`, `${kb(home.css.gzip)} KB`, home.css.gzip <= result.budget.cssGzip),
          verdict('admin code on /', 'none', admin ?? 'none', admin === undefined),
        ]
      : [],
  };
}

export function reportPages(pages: readonly PageRun[]): SectionReport {
  const all = pages.flatMap((page) => page.runs.map((run) => ({ page, run })));
  const lowest = (category: Category) => Math.min(...all.map(({ run }) => run.scores[category]));
  const shownCls = (cls: number) => Number(cls.toFixed(3));
  const rows = pages.map(({ path, preset, way, runs }) => {
    const lcp = runs.map((r) => r.lcpMs);
    return [
      way,
      preset,
      path,
      ...CATEGORIES.map((c) => Math.min(...runs.map((r) => r.scores[c]))),
      Math.round(median(lcp)),
      Math.round(Math.max(...lcp)),
      Math.round(Math.max(...runs.map((r) => r.tbtMs))),
      shownCls(Math.max(...runs.map((r) => r.cls))),
      runs.map((r) => r.scores.performance).join(' '),
      lcp.map(Math.round).join(' '),
      runs.map((r) => Math.round(r.tbtMs)).join(' '),
    ];
  });
  const headers = ['way', 'preset', 'page', 'perf', 'a11y', 'best', 'seo', 'LCP p50', 'LCP max', 'TBT max', 'CLS max', 'perf by run', 'LCP ms by run', 'TBT ms by run'];
  // Main-thread time, Lighthouse's (simulated 4× on mobile): all of it, the part attributed to our
  // document and scripts (bootup-time's rows for the origin), and the part tied to no URL.
  const mainThreadRows = pages.filter((page) => page.preset === 'mobile').map(({ path, way, runs }) => {
    const range = (pick: (r: LighthouseRun) => number) => `${Math.round(Math.min(...runs.map(pick)))}–${Math.round(Math.max(...runs.map(pick)))}`;
    return [way, path, range((r) => r.mainThreadMs), range((r) => r.ownMainThreadMs), range((r) => r.unattributableMs)];
  });

  const mobile = pages.filter((page) => page.preset === 'mobile' && page.way === 'warm');
  const downloadRows = mobile.map(({ path, runs }) => {
    const of = (pick: (d: LighthouseRun['downloads']) => number) => median(runs.map((r) => pick(r.downloads)));
    return [path, Math.round(of((d) => d.observedFcpMs)), of((d) => d.beforePaint.files), kb(of((d) => d.beforePaint.bytes)), of((d) => d.afterPaint.files), kb(of((d) => d.afterPaint.bytes))];
  });
  const listed = (requests: LighthouseRun['downloads']['beforePaint']['requests']) => requests.map((r) => `${r.url} ${kb(r.bytes)}`).join(', ');
  const firstFiles = mobile.flatMap(({ path, runs }) => {
    const downloads = runs[0]?.downloads;
    return downloads ? [`  ${path} before: ${listed(downloads.beforePaint.requests)}`, `  ${path} after: ${listed(downloads.afterPaint.requests)}`] : [];
  });
  const slowestRuns = pages.map(({ path, preset, way, runs }) => {
    const slowest = runs.reduce((high, r) => (r.lcpMs > high.lcpMs ? r : high));
    const phases = Object.entries(slowest.lcpPhases).map(([phase, timing]) => `${phase} ${timing}`).join(', ');
    return `  ${way} ${preset} ${path}: LCP ${Math.round(slowest.lcpMs)} ms (FCP ${Math.round(slowest.fcpMs)}) on ${slowest.lcpElement.slice(0, 80)}; ${phases}; render-blocking ${slowest.renderBlocking.length}`;
  });

  const blockedOf = (way: PageRun['way'], target: number) =>
    blockedRunLines(
      pages.filter((page) => page.way === way).flatMap(({ path, preset, runs }) => runs.map((run, index) => ({ ...run, where: `${way} ${preset} ${path} run ${index + 1}` }))),
      target,
    );
  const blocked = [...blockedOf('warm', PAGE_TARGETS.tbtMs), ...blockedOf('cli', CLI_TARGETS.tbtMs)];

  type Which = (page: PageRun) => boolean;
  const warm = (preset?: PageRun['preset']): Which => (page) => page.way === 'warm' && (preset === undefined || page.preset === preset);
  const cli: Which = (page) => page.way === 'cli';
  const worst = (which: Which, value: (run: LighthouseRun) => number) =>
    all.filter(({ page }) => which(page)).reduce<(typeof all)[number] | undefined>((high, x) => (!high || value(x.run) > value(high.run) ? x : high), undefined);
  const where = (x: (typeof all)[number]) => `${x.page.way} ${x.page.preset} ${x.page.path}`;
  const maxVerdict = (check: string, target: number, unit: string, which: Which, value: (run: LighthouseRun) => number) => {
    const found = worst(which, value);
    const shown = (v: number) => (unit === '' ? String(v) : `${Math.round(v)} ${unit}`);
    return verdict(check, target === 0 ? '0' : `≤ ${target}${unit ? ` ${unit}` : ''}`, found ? `max ${shown(value(found.run))} (${where(found)})` : 'no run', found !== undefined && value(found.run) <= target);
  };
  const verdicts = CATEGORIES.map((category) => {
    const target = PAGE_TARGETS[category];
    const found = all.find(({ run }) => run.scores[category] === lowest(category));
    const actual = found ? `min ${found.run.scores[category]} (${where(found)})` : 'no run';
    return verdict(`Lighthouse ${category}, every run`, target === 100 ? '100' : `≥ ${target}`, actual, found !== undefined && found.run.scores[category] >= target);
  });
  verdicts.push(
    maxVerdict('LCP mobile, every run', PAGE_TARGETS.mobileLcpMs, 'ms', warm('mobile'), (run) => run.lcpMs),
    maxVerdict('LCP desktop, every run', PAGE_TARGETS.desktopLcpMs, 'ms', warm('desktop'), (run) => run.lcpMs),
    maxVerdict('TBT, every run', PAGE_TARGETS.tbtMs, 'ms', warm(), (run) => run.tbtMs),
    maxVerdict('CLS, every run (3 decimals)', PAGE_TARGETS.cls, '', warm(), (run) => shownCls(run.cls)),
  );
  if (all.some(({ page }) => cli(page))) {
    verdicts.push(
      ((lowestCli) => verdict('CLI mobile: performance, every run', String(CLI_TARGETS.performance), lowestCli ? `min ${lowestCli.run.scores.performance} (${where(lowestCli)})` : 'no run', lowestCli !== undefined && lowestCli.run.scores.performance >= CLI_TARGETS.performance))(
        worst(cli, (run) => -run.scores.performance),
      ),
      maxVerdict('CLI mobile: LCP, every run', CLI_TARGETS.mobileLcpMs, 'ms', cli, (run) => run.lcpMs),
      maxVerdict('CLI mobile: TBT, every run', CLI_TARGETS.tbtMs, 'ms', cli, (run) => run.tbtMs),
      maxVerdict('CLI mobile: CLS, every run (3 decimals)', CLI_TARGETS.cls, '', cli, (run) => shownCls(run.cls)),
    );
  }

  const failed = [...new Set(all.flatMap(({ run }) => run.failedAudits))];
  const consoleErrors = [...new Set(all.flatMap(({ run }) => run.consoleErrors))];
  const text = [
    `${pages[0]?.runs.length ?? 0} runs per page and preset; scores are the lowest run's; way: warm = the bench's browser, a new tab per run; cli = Lighthouse's CLI, a fresh full Chromium per run`,
    table(headers, rows),
    'Mobile main-thread time, ms (Lighthouse, 4× simulated CPU), lowest–highest of the runs: all; attributed to our document and scripts; attributed to no URL',
    table(['way', 'page', 'main thread', 'ours', 'unattributed'], mainThreadRows),
    ...(failed.length > 0 ? [`audits losing points: ${failed.join(', ')}`] : []),
    ...(consoleErrors.length > 0 ? ['console errors:', ...consoleErrors.map((line) => `  ${line}`)] : []),
    'The slowest run of each page: LCP, its element and phases (ms)',
    ...slowestRuns,
    ...(blocked.length > 0 ? [`Runs over their TBT target (warm ${PAGE_TARGETS.tbtMs} ms, CLI ${CLI_TARGETS.tbtMs} ms): Lighthouse's long tasks, simulated`, ...blocked] : []),
    'Mobile: what the phone downloaded before and after its first paint (observed; medians of the runs; KB over the wire)',
    table(['page', 'FCP ms', 'files before', 'KB before', 'files after', 'KB after'], downloadRows),
    'Files before and after the first paint, KB over the wire (first run):',
    ...firstFiles,
  ];
  return { text: text.join('\n'), verdicts };
}

export function reportTerminal(result: TerminalResult): SectionReport {
  const rows = result.scenarios.map((s) => [
    s.judged ? s.frames : `${s.frames} (context)`,
    s.name,
    `${s.linesBefore}→${s.linesAfter}`,
    s.samples,
    ms(s.medianMs),
    ms(s.p95Ms),
    ms(s.toPaintMedianMs),
    ms(s.toPaintP95Ms),
    ms(s.toMutationMedianMs),
    ms(s.toMutationP95Ms),
  ]);
  const headers = ['frames', 'log', 'lines', 'samples', '2×rAF p50', '2×rAF p95', 'paint p50', 'paint p95', 'DOM p50', 'DOM p95'];
  const loaded = `browser fetched on /: ${result.loadedOnHome.files.length} files, JS ${kb(result.loadedOnHome.js)} KB + CSS ${kb(result.loadedOnHome.css)} KB gzip -9`;
  return {
    text: `command "${result.command}", milliseconds from the Enter keydown\n${table(headers, rows)}\n${loaded}`,
    verdicts: [
      verdict('/ JS fetched by Chromium, gzip -9', `≤ ${kb(TARGET.jsGzip)} KB`, `${kb(result.loadedOnHome.js)} KB`, result.loadedOnHome.js <= TARGET.jsGzip),
      ...result.scenarios.filter((s) => s.judged).flatMap((s) => [
      verdict(`Enter→frame median, ${s.name} (${s.frames})`, `≤ ${TERMINAL_TARGETS.medianMs} ms`, `${ms(s.medianMs)} ms`, s.medianMs <= TERMINAL_TARGETS.medianMs),
      verdict(`Enter→frame p95, ${s.name} (${s.frames})`, `≤ ${TERMINAL_TARGETS.p95Ms} ms`, `${ms(s.p95Ms)} ms`, s.p95Ms <= TERMINAL_TARGETS.p95Ms),
      ]),
    ],
  };
}

export function reportApi(runs: readonly ApiRun[]): SectionReport {
  const rows = runs.flatMap((run) =>
    run.cases.map((c) => [
      run.database,
      `${c.path}${c.conditional ? ' (304)' : ''}`,
      c.bodyBytes,
      Math.round(c.app.requestsPerSecond),
      ms(c.app.latencyP50Ms),
      ms(c.app.latencyP99Ms),
      c.app.errors,
      Math.round(c.ceiling.requestsPerSecond),
      Number(c.ratio.toFixed(2)),
      c.serverMemory ? Math.round(c.serverMemory.rss / 1e6) : Number.NaN,
    ]),
  );
  const cases = runs.flatMap((run) => run.cases.map((c) => ({ run, c })));
  const errors = cases.reduce((sum, { c }) => sum + c.app.errors + c.ceiling.errors, 0);
  const worst = cases.reduce<(typeof cases)[number] | undefined>((low, x) => (!low || x.c.ratio < low.c.ratio ? x : low), undefined);
  const peak = Math.max(...cases.map(({ c }) => c.serverMemory?.peakRss ?? 0));
  return {
    text: `${table(['db', 'GET', 'bytes', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'ceiling req/s', 'ratio', 'RSS MB'], rows)}\nserver peak RSS ${Math.round(peak / 1e6)} MB`,
    verdicts: [
      verdict('API errors (all runs)', '0', String(errors), errors === 0),
      verdict('API ÷ ceiling (req/s)', `≥ ${CEILING_RATIO_TARGET}`, worst ? `min ${worst.c.ratio.toFixed(2)} (${worst.run.database} ${worst.c.path}${worst.c.conditional ? ' 304' : ''})` : 'no run', worst !== undefined && worst.c.ratio >= CEILING_RATIO_TARGET),
    ],
  };
}

export function reportHtml(runs: readonly HtmlRun[]): SectionReport {
  const rows = runs.flatMap((run) =>
    run.cases.map((c) => [
      run.database,
      c.path,
      Math.round(c.app.requestsPerSecond),
      ms(c.app.latencyP50Ms),
      ms(c.app.latencyP99Ms),
      c.app.errors,
      Math.round(c.reference.requestsPerSecond),
      Number(c.ratio.toFixed(2)),
    ]),
  );
  const images = runs.map((run) => [
    run.database,
    run.shareImage.firstMs.length,
    ms(median(run.shareImage.firstMs)),
    ms(Math.max(...run.shareImage.firstMs)),
    ms(median(run.shareImage.cachedMs)),
    ms(run.shareImage.pingMaxMs),
  ]);
  const renders = runs.flatMap((run) => run.renders.map((r) => ({ run, r })));
  const renderRows = renders.map(({ run, r }) => [run.database, r.path, r.device, r.samplesMs.length, ms(r.p50Ms), ms(r.p95Ms), ms(Math.max(...r.samplesMs)), ms(r.cpuMsPerRequest), kb(r.bytes)]);
  const slowest = renders.reduce<(typeof renders)[number] | undefined>((high, x) => (!high || x.r.p50Ms > high.r.p50Ms ? x : high), undefined);
  const cases = runs.flatMap((run) => run.cases.map((c) => ({ run, c })));
  const errors = cases.reduce((sum, { c }) => sum + c.app.errors + c.reference.errors, 0);
  const worst = cases.reduce<(typeof cases)[number] | undefined>((low, x) => (!low || x.c.ratio < low.c.ratio ? x : low), undefined);
  return {
    text: [
      'Server time per page: one request at a time on one connection, each for a new reader (language), so each is rendered; request → last byte',
      table(['db', 'GET', 'device', 'requests', 'p50 ms', 'p95 ms', 'max ms', 'server CPU ms/req', 'br KB'], renderRows),
      'Rate against the static index.html: the same reader again and again (the read cache answers)',
      table(['db', 'GET', 'req/s', 'p50 ms', 'p99 ms', 'errors', '/index.html req/s', 'ratio'], rows),
      'Share images (1200×630 PNG): first request draws it, the second reads it from memory',
      table(['db', 'images', 'first median ms', 'first max ms', 'kept median ms', 'slowest /api/config meanwhile ms'], images),
    ].join('\n'),
    verdicts: [
      verdict(
        'server time per page, p50 (new reader)',
        `≤ ${RENDER_P50_TARGET_MS} ms`,
        slowest ? `max ${ms(slowest.r.p50Ms)} ms (${slowest.run.database} ${slowest.r.path} ${slowest.r.device})` : 'no run',
        slowest !== undefined && slowest.r.p50Ms <= RENDER_P50_TARGET_MS,
      ),
      verdict('HTML errors (all runs)', '0', String(errors), errors === 0),
      verdict('HTML page ÷ static index.html (req/s)', `≥ ${HTML_RATIO_TARGET}`, worst ? `min ${worst.c.ratio.toFixed(2)} (${worst.run.database} ${worst.c.path})` : 'no run', worst !== undefined && worst.c.ratio >= HTML_RATIO_TARGET),
    ],
  };
}

export function reportFlood(runs: readonly FloodRun[]): SectionReport {
  const statuses = (run: FloodRun) => Object.entries(run.flood.statuses).map(([status, count]) => `${count}× ${status}`).join(', ');
  const rows = runs.map((run) => [
    run.database,
    run.path,
    Math.round(run.alone.requestsPerSecond),
    Math.round(run.flooded.requestsPerSecond),
    ms(run.flooded.latencyP99Ms),
    Number(run.ratio.toFixed(2)),
    run.flood.sent,
    statuses(run) || 'none',
    run.flood.unanswered,
  ]);
  const worst = runs.reduce<FloodRun | undefined>((low, run) => (!low || run.ratio < low.ratio ? run : low), undefined);
  const refusedOtherwise = runs.reduce((sum, run) => sum + run.flood.unanswered + Object.entries(run.flood.statuses).filter(([status]) => !status.startsWith('4')).reduce((n, [, count]) => n + count, 0), 0);
  const readErrors = runs.reduce((sum, run) => sum + run.alone.errors + run.flooded.errors, 0);
  return {
    text: `${FLOOD_PER_SECOND} flood requests a second, no password or token\n${table(['db', 'GET', 'alone req/s', 'flooded req/s', 'flooded p99 ms', 'ratio', 'flood sent', 'flood answers', 'unanswered'], rows)}`,
    verdicts: [
      verdict('public reads under a body flood ÷ alone (req/s)', `≥ ${FLOOD_RATIO_TARGET}`, worst ? `min ${worst.ratio.toFixed(2)} (${worst.database})` : 'no run', worst !== undefined && worst.ratio >= FLOOD_RATIO_TARGET),
      verdict('flood requests not answered 4xx', '0', String(refusedOtherwise), refusedOtherwise === 0),
      verdict('public read errors under the flood', '0', String(readErrors), readErrors === 0),
    ],
  };
}

/** A media run and the database its server used. */
export interface MediaSectionRun extends MediaRun {
  readonly database: 'sqlite' | 'mysql';
}

export function reportMedia(runs: readonly MediaSectionRun[]): SectionReport {
  const uploads = runs.map(({ database, upload }) => [
    database,
    `${upload.width}×${upload.height}`,
    kb(upload.inputBytes),
    upload.samplesMs.map(Math.round).join(' '),
    Math.round(upload.medianMs),
    Math.round(upload.duplicateMs),
    upload.files,
    kb(upload.storedBytes),
  ]);
  const served = runs.flatMap((run) => run.served.map((file) => ({ run, file })));
  const servedRows = served.map(({ run, file }) => [
    run.database,
    file.url,
    kb(file.bytes),
    Math.round(file.load.requestsPerSecond),
    ms(file.load.latencyP50Ms),
    ms(file.load.latencyP99Ms),
    file.load.errors,
    Math.round(file.ceiling.requestsPerSecond),
    Number(file.ratio.toFixed(2)),
  ]);
  const probeRows = runs.flatMap(({ database, underUploads: u }) =>
    (
      [
        ['alone', u.alone],
        [`during ${u.uploads} uploads`, u.during],
      ] as const
    ).map(([when, probe]) => [database, when, probe.count, ms(probe.p50Ms), ms(probe.p99Ms), ms(probe.maxMs)]),
  );
  const batches = runs.map(({ database, underUploads: u }) => `  ${database}: ${u.uploads} uploads at once answered in ${(u.batchMs / 1000).toFixed(1)} s; each ${u.uploadMs.map(Math.round).join(' ')} ms`);
  const loopRows = runs.flatMap(({ database, underUploads: u }) => (u.eventLoop ? [[database, u.uploads, ms(u.eventLoop.p50Ms), ms(u.eventLoop.p99Ms), ms(u.eventLoop.maxMs)]] : []));
  const worstLoop = runs.reduce<MediaSectionRun | undefined>((high, run) => (run.underUploads.eventLoop && (!high?.underUploads.eventLoop || run.underUploads.eventLoop.maxMs > high.underUploads.eventLoop.maxMs) ? run : high), undefined);
  const slowestUpload = runs.reduce<MediaSectionRun | undefined>((high, run) => (!high || run.upload.medianMs > high.upload.medianMs ? run : high), undefined);
  const worstServed = served.reduce<(typeof served)[number] | undefined>((low, x) => (!low || x.file.ratio < low.file.ratio ? x : low), undefined);
  const errors = served.reduce((sum, { file }) => sum + file.load.errors + file.ceiling.errors, 0);
  const worstDuring = runs.reduce<MediaSectionRun | undefined>((high, run) => (!high || run.underUploads.during.p99Ms > high.underUploads.during.p99Ms ? run : high), undefined);
  return {
    text: [
      'Uploads (POST /api/admin/media, one at a time): request → 201; the duplicate is the first photo sent again',
      table(['db', 'photo', 'JPEG KB', 'timed ms', 'median ms', 'duplicate ms', 'files', 'stored KB'], uploads),
      'A stored file served again and again, against a bare node:http server sending the same bytes',
      table(['db', 'GET', 'KB', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'ceiling req/s', 'ratio'], servedRows),
      'GET /api/projects one at a time on one connection, alone and while uploads are processed',
      table(['db', 'when', 'requests', 'p50 ms', 'p99 ms', 'max ms'], probeRows),
      ...batches,
      "The server's event-loop delay while those uploads are processed (perf_hooks.monitorEventLoopDelay, from its /metrics)",
      table(['db', 'uploads', 'p50 ms', 'p99 ms', 'max ms'], loopRows),
    ].join('\n'),
    verdicts: [
      verdict(
        '12 MP upload, median',
        `≤ ${UPLOAD_MEDIAN_TARGET_MS} ms`,
        slowestUpload ? `max ${Math.round(slowestUpload.upload.medianMs)} ms (${slowestUpload.database})` : 'no run',
        slowestUpload !== undefined && slowestUpload.upload.medianMs <= UPLOAD_MEDIAN_TARGET_MS,
      ),
      verdict('media serving errors (all runs)', '0', String(errors), errors === 0),
      verdict(
        'media file ÷ ceiling (req/s)',
        `≥ ${SERVE_RATIO_TARGET}`,
        worstServed ? `min ${worstServed.file.ratio.toFixed(2)} (${worstServed.run.database} ${worstServed.file.url})` : 'no run',
        worstServed !== undefined && worstServed.file.ratio >= SERVE_RATIO_TARGET,
      ),
      verdict(
        '/api/projects p99 during uploads',
        `≤ ${PROJECTS_DURING_UPLOADS_P99_TARGET_MS} ms`,
        worstDuring ? `max ${ms(worstDuring.underUploads.during.p99Ms)} ms (${worstDuring.database}, ${worstDuring.underUploads.uploads} uploads)` : 'no run',
        worstDuring !== undefined && worstDuring.underUploads.during.p99Ms <= PROJECTS_DURING_UPLOADS_P99_TARGET_MS,
      ),
      verdict(
        'event-loop delay during uploads, max',
        `≤ ${EVENT_LOOP_DELAY_DURING_UPLOADS_MAX_MS} ms`,
        worstLoop?.underUploads.eventLoop ? `${ms(worstLoop.underUploads.eventLoop.maxMs)} ms (${worstLoop.database})` : 'not measured',
        worstLoop?.underUploads.eventLoop !== undefined && worstLoop.underUploads.eventLoop.maxMs <= EVENT_LOOP_DELAY_DURING_UPLOADS_MAX_MS,
      ),
    ],
  };
}

export function reportStartup(result: StartupResult): SectionReport {
  const list = (values: readonly number[]) => values.map((v) => Math.round(v)).join(', ');
  const rows = (label: string, measured: StartupCase) => [
    [`${label}, first (empty data folder)`, Math.round(measured.firstStartMedianMs), list(measured.firstStartMs)],
    [`${label}, restart (existing data)`, Math.round(measured.restartMedianMs), list(measured.restartMs)],
  ];
  const { npmStart } = result;
  return {
    text: table(['start', 'median ms', 'runs ms'], [...rows('npm start', npmStart), ...rows('server alone', result.server)]),
    verdicts: [
      verdict('npm start, first start median', `< ${STARTUP_TARGET_MS} ms`, `${Math.round(npmStart.firstStartMedianMs)} ms`, npmStart.firstStartMedianMs < STARTUP_TARGET_MS),
      verdict('npm start, restart median', `< ${STARTUP_TARGET_MS} ms`, `${Math.round(npmStart.restartMedianMs)} ms`, npmStart.restartMedianMs < STARTUP_TARGET_MS),
    ],
  };
}

export function reportReplicas(result: ReplicasResult): SectionReport {
  if ('skipped' in result) return { text: `skipped: ${result.skipped}`, verdicts: [] };
  const rows = result.cases.flatMap(({ path, results }) => {
    const alone = results['one replica, direct'].requestsPerSecond;
    return REPLICA_SETUPS.map((setup) => {
      const r = results[setup];
      return [path, setup, Math.round(r.requestsPerSecond), ms(r.latencyP50Ms), ms(r.latencyP99Ms), r.errors, Number((alone > 0 ? r.requestsPerSecond / alone : 0).toFixed(2))];
    });
  });
  const errors = result.cases.reduce((sum, c) => sum + REPLICA_SETUPS.reduce((n, setup) => n + c.results[setup].errors, 0), 0);
  return {
    text: `nginx (deploy/nginx.conf) with ${result.nginxWorkers} worker; one MySQL database; context, not a target: the replicas, nginx and autocannon share this machine's cores\n${table(['GET', 'served by', 'req/s', 'p50 ms', 'p99 ms', 'errors', '÷ direct'], rows)}`,
    verdicts: [verdict('replica reads errors (all setups)', '0', String(errors), errors === 0)],
  };
}

export function reportOutage(result: OutageResult): SectionReport {
  if ('skipped' in result) return { text: `skipped: ${result.skipped}`, verdicts: [] };
  const summary = (answers: readonly TimedAnswer[]) => {
    const byWhat = new Map<string, TimedAnswer[]>();
    for (const answer of answers) byWhat.set(answer.what, [...(byWhat.get(answer.what) ?? []), answer]);
    return [...byWhat].map(([what, all]) => [what, all.length, [...new Set(all.map((a) => a.status))].join(' '), ms(Math.min(...all.map((a) => a.ms))), ms(Math.max(...all.map((a) => a.ms)))]);
  };
  const worst = (answers: readonly TimedAnswer[]) => Math.max(...answers.map((answer) => answer.ms));
  const keptWorst = worst(result.kept);
  const othersWorst = worst(result.others);
  return {
    text: [
      'Kept answers, one after another (3 rounds), while the database is frozen',
      table(['GET', 'answers', 'status', 'min ms', 'max ms'], summary(result.kept)),
      'Never kept, and writes, all at once while it is frozen',
      table(['request', 'answers', 'status', 'min ms', 'max ms'], summary(result.others)),
    ].join('\n'),
    verdicts: [
      verdict('kept answer while frozen, max', `≤ ${KEPT_WHILE_FROZEN_TARGET_MS} ms`, `${ms(keptWorst)} ms`, keptWorst <= KEPT_WHILE_FROZEN_TARGET_MS),
      verdict('anything else while frozen, max', `≤ ${GIVEN_UP_WHILE_FROZEN_TARGET_MS} ms`, `${ms(othersWorst)} ms`, othersWorst <= GIVEN_UP_WHILE_FROZEN_TARGET_MS),
    ],
  };
}

export function reportStatic(result: StaticResult): SectionReport {
  if ('skipped' in result) return { text: `skipped: ${result.skipped}`, verdicts: [] };
  const worstOf = (runs: readonly ExportRun[]) => runs.reduce<ExportRun | undefined>((high, run) => (!high || run.ms > high.ms ? run : high), undefined);
  const exportRows = (
    [
      ['cold (empty database and folder)', result.cold],
      [`one-post change (${result.editedPost})`, result.change],
    ] as const
  ).map(([what, runs]) => {
    const worst = worstOf(runs);
    return [what, runs.map((run) => Math.round(run.ms)).join(' '), worst ? Math.round(worst.ms) : Number.NaN, worst?.files ?? 0, kb(worst?.bytes ?? 0), worst?.pages ?? 0, runs.map((run) => `${run.written}/${run.rewritten.length}`).join(' '), runs.map((run) => run.removed).join(' ')];
  });
  const rewrittenLists = result.change.map((run, index) => `  change ${index + 1}: ${run.rewritten.length} files rewritten: ${run.rewritten.join(', ')}`);

  const pageRows = result.pages.map(({ path, runs }) => {
    const lcp = runs.map((r) => r.lcpMs);
    return [path, Math.min(...runs.map((r) => r.scores.performance)), ...CATEGORIES.filter((c) => c !== 'performance').map((c) => Math.min(...runs.map((r) => r.scores[c]))), Math.round(Math.max(...lcp)), Math.round(Math.max(...runs.map((r) => r.tbtMs))), Number(Math.max(...runs.map((r) => r.cls)).toFixed(3)), runs.map((r) => r.scores.performance).join(' '), lcp.map(Math.round).join(' ')];
  });
  const slowestRuns = result.pages.map(({ path, runs }) => {
    const slowest = runs.reduce((high, r) => (r.lcpMs > high.lcpMs ? r : high));
    const phases = Object.entries(slowest.lcpPhases).map(([phase, timing]) => `${phase} ${timing}`).join(', ');
    return `  ${path}: LCP ${Math.round(slowest.lcpMs)} ms (FCP ${Math.round(slowest.fcpMs)}) on ${slowest.lcpElement.slice(0, 80)}; ${phases}; render-blocking ${slowest.renderBlocking.join(' ') || 'none'}; before first paint (observed ${Math.round(slowest.downloads.observedFcpMs)} ms): ${slowest.downloads.beforePaint.requests.map((r) => `${r.url} ${kb(r.bytes)} KB`).join(', ')}`;
  });
  const losses = [...new Set(result.pages.flatMap(({ path, runs }) => runs.flatMap((run) => [...run.performanceLosses, ...run.failedAudits].map((audit) => `${path}: ${audit}`))))];

  const rateRows = result.throughput.map((c) => [
    c.path,
    c.encoding,
    Math.round(c.staticPage.requestsPerSecond),
    `${kb(c.bytes.staticPage)} ${c.contentEncoding.staticPage}`,
    Math.round(c.serverPage.requestsPerSecond),
    `${kb(c.bytes.serverPage)} ${c.contentEncoding.serverPage}`,
    Math.round(c.plainFile.requestsPerSecond),
    `${kb(c.bytes.plainFile)} ${c.contentEncoding.plainFile}`,
    Math.round(c.sameBytes.requestsPerSecond),
    Number(c.ratio.toFixed(2)),
    Number(c.serverRatio.toFixed(2)),
    Number(c.sameBytesRatio.toFixed(2)),
    c.staticPage.errors + c.serverPage.errors + c.plainFile.errors + c.sameBytes.errors,
  ]);

  const all = result.pages.flatMap((page) => page.runs.map((run) => ({ page, run })));
  const slowestLcp = all.reduce<(typeof all)[number] | undefined>((high, x) => (!high || x.run.lcpMs > high.run.lcpMs ? x : high), undefined);
  const lowestPerf = all.reduce<(typeof all)[number] | undefined>((low, x) => (!low || x.run.scores.performance < low.run.scores.performance ? x : low), undefined);
  const worstRate = result.throughput.reduce<StaticThroughputCase | undefined>((low, c) => (!low || c.ratio < low.ratio ? c : low), undefined);
  const errors = result.throughput.reduce((sum, c) => sum + c.staticPage.errors + c.serverPage.errors + c.plainFile.errors + c.sameBytes.errors, 0);
  const cold = worstOf(result.cold);
  const change = worstOf(result.change);
  return {
    text: [
      `Export (node packages/api/dist/export.js, process start → exit), ${result.cold.length} runs each; files, KB, pages of the slowest run; written = the export's count / files whose inode changed`,
      table(['export', 'runs ms', 'worst ms', 'files', 'KB', 'pages', 'written', 'removed'], exportRows),
      ...rewrittenLists,
      `Lighthouse mobile on the export behind nginx (deploy/static/nginx.conf), ${result.pages[0]?.runs.length ?? 0} runs per page; scores are the lowest run's`,
      table(['page', 'perf', 'a11y', 'best', 'seo', 'LCP max', 'TBT max', 'CLS max', 'perf by run', 'LCP ms by run'], pageRows),
      ...(losses.length > 0 ? ['audits losing points:', ...losses.map((line) => `  ${line}`)] : []),
      'The slowest run of each page: LCP, its element and phases (ms)',
      ...slowestRuns,
      `HTML rate (req/s, ${result.nginxWorkers} nginx worker): the exported page from nginx, the same page from the server edition, and nginx serving the site build's plain index.html; ratios ÷ the plain file, medians of alternating rounds; for context, the exported page's own file beside the plain one ("same bytes": what nginx does for a file of that size and encoding)`,
      table(['GET', 'accept-encoding', 'static req/s', 'static KB', 'server req/s', 'server KB', 'plain req/s', 'plain KB', 'same bytes req/s', 'static ÷ plain', 'server ÷ plain', 'static ÷ same bytes', 'errors'], rateRows),
    ].join('\n'),
    verdicts: [
      verdict('static export, cold, every run', `≤ ${STATIC_TARGETS.coldExportMs} ms`, cold ? `max ${Math.round(cold.ms)} ms` : 'no run', cold !== undefined && cold.ms <= STATIC_TARGETS.coldExportMs),
      verdict('static export, one-post change, every run', `≤ ${STATIC_TARGETS.changeExportMs} ms`, change ? `max ${Math.round(change.ms)} ms (${change.rewritten.length} files rewritten)` : 'no run', change !== undefined && change.ms <= STATIC_TARGETS.changeExportMs),
      verdict('static LCP mobile, every run', `≤ ${STATIC_TARGETS.mobileLcpMs} ms`, slowestLcp ? `max ${Math.round(slowestLcp.run.lcpMs)} ms (${slowestLcp.page.path})` : 'no run', slowestLcp !== undefined && slowestLcp.run.lcpMs <= STATIC_TARGETS.mobileLcpMs),
      verdict('static Lighthouse performance mobile, every run', String(STATIC_TARGETS.performance), lowestPerf ? `min ${lowestPerf.run.scores.performance} (${lowestPerf.page.path})` : 'no run', lowestPerf !== undefined && lowestPerf.run.scores.performance >= STATIC_TARGETS.performance),
      verdict('static HTML errors (all runs)', '0', String(errors), errors === 0),
      verdict('static page ÷ nginx plain index.html (req/s)', `≈ 1 (≥ ${STATIC_TARGETS.htmlRatio})`, worstRate ? `min ${worstRate.ratio.toFixed(2)} (${worstRate.path}, ${worstRate.encoding}; ${Math.round(worstRate.staticPage.requestsPerSecond)} req/s)` : 'no run', worstRate !== undefined && worstRate.ratio >= STATIC_TARGETS.htmlRatio),
    ],
  };
}
