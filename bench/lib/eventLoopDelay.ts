import { get } from './http.ts';

/**
 * The server's event-loop delay (`perf_hooks.monitorEventLoopDelay`, as prom-client reports it on
 * the server's METRICS_PORT): every scrape reads the histogram since the last one and starts it
 * again, so a scrape before and one after a stretch of work give the delays of that stretch alone.
 */
export interface EventLoopDelay {
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
}

const GAUGES = { p50Ms: 'nodejs_eventloop_lag_p50_seconds', p99Ms: 'nodejs_eventloop_lag_p99_seconds', maxMs: 'nodejs_eventloop_lag_max_seconds' } as const;

/** The delays in Prometheus' text format, in milliseconds; throws when one is missing. */
export function parseEventLoopDelay(metrics: string): EventLoopDelay {
  const read = (name: string): number => {
    const line = metrics.split('\n').find((one) => one.startsWith(`${name} `) || one.startsWith(`${name}{`));
    const value = Number(line?.slice(line.lastIndexOf(' ') + 1));
    if (line === undefined || !Number.isFinite(value)) throw new Error(`The server's metrics lack ${name}`);
    return value * 1000;
  };
  return { p50Ms: read(GAUGES.p50Ms), p99Ms: read(GAUGES.p99Ms), maxMs: read(GAUGES.maxMs) };
}

/** Scrapes `/metrics` from a server's metrics origin: the delays since the previous scrape. */
export async function scrapeEventLoopDelay(metricsOrigin: string): Promise<EventLoopDelay> {
  const answer = await get(`${metricsOrigin}/metrics`, {}, 5000);
  if (answer.status !== 200) throw new Error(`GET /metrics answered ${answer.status}`);
  return parseEventLoopDelay(answer.body.toString('utf8'));
}
