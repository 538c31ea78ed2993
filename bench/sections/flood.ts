import { type FloodTally, startBodyFlood } from '../../packages/api/src/testing/bodyFlood.ts';
import { load, type LoadResult } from '../lib/cannon.ts';
import { startServer } from '../lib/server.ts';
import type { BenchSettings } from '../lib/settings.ts';
import { median } from '../lib/stats.ts';
import { combine } from './api.ts';

/** Public reads under the body flood must keep at least this share of their rate alone. */
export const FLOOD_RATIO_TARGET = 0.5;
/** Flood requests a second: the rate that took public reads from 29,500 to 150 req/s. */
export const FLOOD_PER_SECOND = 10;

export interface FloodRun {
  readonly database: 'sqlite' | 'mysql';
  readonly path: string;
  readonly alone: LoadResult;
  readonly flooded: LoadResult;
  /** Median over the rounds of flooded req/s ÷ alone req/s. */
  readonly ratio: number;
  /** Every flood request of every round, by the answer it got. */
  readonly flood: FloodTally;
}

const PATH = '/api/projects';
const WARM_UP_SECONDS = 1;
/** Alone and flooded alternate, so both see the same machine (see api.ts). */
const ROUNDS = 3;

function add(total: FloodTally, round: FloodTally): FloodTally {
  const statuses: Record<string, number> = { ...total.statuses };
  for (const [status, count] of Object.entries(round.statuses)) statuses[status] = (statuses[status] ?? 0) + count;
  return { sent: total.sent + round.sent, statuses, unanswered: total.unanswered + round.unanswered };
}

/**
 * GET /api/projects with and without a flood of bodies nobody needs a password for (JSON nested
 * 400,000 deep to the login and, tokenless, to an admin call; login bodies over every limit).
 */
export async function benchFlood(settings: BenchSettings, database: 'sqlite' | 'mysql', log: (line: string) => void): Promise<FloodRun> {
  const server = await startServer({ database: database === 'sqlite' ? 'sqlite' : (settings.mysqlUrl as string) });
  try {
    const read = (durationSeconds: number) =>
      load({ url: `${server.origin}${PATH}`, connections: settings.connections, durationSeconds, expectStatus: 200 });
    await read(WARM_UP_SECONDS);

    log(`  ${database} GET ${PATH}, alone and under ${FLOOD_PER_SECOND} flood requests a second`);
    const slice = settings.durationSeconds / ROUNDS;
    const alone: LoadResult[] = [];
    const flooded: LoadResult[] = [];
    const ratios: number[] = [];
    let flood: FloodTally = { sent: 0, statuses: {}, unanswered: 0 };
    for (let round = 0; round < ROUNDS; round += 1) {
      const quiet = await read(slice);
      const sender = startBodyFlood(server.origin, FLOOD_PER_SECOND);
      const busy = await read(slice);
      flood = add(flood, await sender.stop());
      alone.push(quiet);
      flooded.push(busy);
      ratios.push(quiet.requestsPerSecond > 0 ? busy.requestsPerSecond / quiet.requestsPerSecond : 0);
    }
    return { database, path: PATH, alone: combine(alone), flooded: combine(flooded), ratio: median(ratios), flood };
  } finally {
    await server.stop();
  }
}
