import { startCeiling } from '../lib/ceiling.ts';
import { load, type LoadResult } from '../lib/cannon.ts';
import { firstSlug } from '../lib/firstSlug.ts';
import { memoryOf, type Memory } from '../lib/proc.ts';
import { record, type RecordedAnswer } from '../lib/recorded.ts';
import { demoMediaReady, startServer } from '../lib/server.ts';
import type { BenchSettings } from '../lib/settings.ts';
import { median } from '../lib/stats.ts';

export const CEILING_RATIO_TARGET = 0.6;

export interface ApiCase {
  readonly path: string;
  readonly conditional: boolean;
  readonly app: LoadResult;
  readonly ceiling: LoadResult;
  /** Median over the rounds of app req/s ÷ ceiling req/s in the round. */
  readonly ratio: number;
  readonly serverMemory: Memory | undefined;
  readonly bodyBytes: number;
}

export interface ApiRun {
  readonly database: 'sqlite' | 'mysql';
  readonly cases: readonly ApiCase[];
  readonly idleMemory: Memory | undefined;
}

const WARM_UP_SECONDS = 1;
/**
 * Each endpoint's time is split in rounds that alternate server and ceiling, and the ratio is the
 * median of the rounds' ratios: on a shared machine the CPU available drifts from second to second,
 * and two long runs one after the other would compare two different machines.
 */
const ROUNDS = 5;

/** The rounds of one side as one result: requests and errors add up, rates and latencies take the median, p99 the worst. */
export function combine(rounds: readonly LoadResult[]): LoadResult {
  const statusCounts: Record<string, number> = {};
  for (const round of rounds) for (const [status, count] of Object.entries(round.statusCounts)) statusCounts[status] = (statusCounts[status] ?? 0) + count;
  return {
    requestsPerSecond: median(rounds.map((r) => r.requestsPerSecond)),
    latencyP50Ms: median(rounds.map((r) => r.latencyP50Ms)),
    latencyP99Ms: Math.max(...rounds.map((r) => r.latencyP99Ms)),
    requests: rounds.reduce((sum, r) => sum + r.requests, 0),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
    statusCounts,
  };
}

/** Loads each endpoint on the real server and on the ceiling, in alternating rounds, so both see the same machine. */
export async function benchApi(settings: BenchSettings, database: 'sqlite' | 'mysql', log: (line: string) => void): Promise<ApiRun> {
  const server = await startServer({ database: database === 'sqlite' ? 'sqlite' : (settings.mysqlUrl as string) });
  let ceiling: Awaited<ReturnType<typeof startCeiling>> | undefined;
  try {
    // The demo's images turn into /media/ URLs a second after start: the ETags must be the final ones.
    await demoMediaReady(server.origin);
    const slug = await firstSlug(server.origin);
    const paths = ['/api/projects', '/api/art', '/api/writing?limit=100', `/api/writing/${slug}`];
    const plain = await Promise.all(paths.map((path) => record(server.origin, path)));
    const etags = plain.map((answer, index) => {
      const at = answer.headers.indexOf('etag');
      if (answer.status !== 200 || at < 0) throw new Error(`GET ${paths[index]} answered ${answer.status} without an ETag`);
      return answer.headers[at + 1] as string;
    });
    const conditional = await Promise.all(paths.map((path, index) => record(server.origin, path, etags[index])));
    const answers: RecordedAnswer[] = [...plain, ...conditional];
    ceiling = await startCeiling(answers);
    const idleMemory = memoryOf(server.pid);

    const run = (origin: string, path: string, etag: string | undefined, durationSeconds: number) =>
      load({
        url: `${origin}${path}`,
        headers: etag ? { 'if-none-match': etag } : {},
        connections: settings.connections,
        durationSeconds,
        expectStatus: etag ? 304 : 200,
      });
    for (const path of paths) await run(server.origin, path, undefined, WARM_UP_SECONDS);
    await run(ceiling.origin, paths[0] as string, undefined, WARM_UP_SECONDS);

    const cases: ApiCase[] = [];
    for (const isConditional of [false, true]) {
      for (const [index, path] of paths.entries()) {
        const etag = isConditional ? etags[index] : undefined;
        log(`  ${database} GET ${path}${etag ? ' (If-None-Match)' : ''}`);
        const appRounds: LoadResult[] = [];
        const topRounds: LoadResult[] = [];
        const ratios: number[] = [];
        let serverMemory: Memory | undefined;
        for (let round = 0; round < ROUNDS; round += 1) {
          const slice = settings.durationSeconds / ROUNDS;
          const app = await run(server.origin, path, etag, slice);
          serverMemory = memoryOf(server.pid) ?? serverMemory;
          const top = await run(ceiling.origin, path, etag, slice);
          appRounds.push(app);
          topRounds.push(top);
          ratios.push(top.requestsPerSecond > 0 ? app.requestsPerSecond / top.requestsPerSecond : 0);
        }
        const recorded = (isConditional ? conditional : plain)[index] as RecordedAnswer;
        cases.push({
          path,
          conditional: isConditional,
          app: combine(appRounds),
          ceiling: combine(topRounds),
          ratio: median(ratios),
          serverMemory,
          bodyBytes: Buffer.from(recorded.bodyBase64, 'base64').length,
        });
      }
    }
    return { database, cases, idleMemory };
  } finally {
    await ceiling?.stop();
    await server.stop();
  }
}
