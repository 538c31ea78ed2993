import autocannon from 'autocannon';

export interface LoadOptions {
  readonly url: string;
  readonly headers?: Record<string, string>;
  readonly connections: number;
  readonly durationSeconds: number;
  /** The status every answer must have (200, or 304 for a conditional request). */
  readonly expectStatus: number;
}

export interface LoadResult {
  readonly requestsPerSecond: number;
  readonly latencyP50Ms: number;
  readonly latencyP99Ms: number;
  readonly requests: number;
  /** Transport errors, time-outs, and answers with another status than expected. */
  readonly errors: number;
  readonly statusCounts: Record<string, number>;
}

/** Runs autocannon against one URL over loopback and reduces its result to what the bench reports. */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    headers: options.headers ?? {},
    connections: options.connections,
    duration: options.durationSeconds,
    pipelining: 1,
    timeout: 10,
  });
  const statusCounts: Record<string, number> = {};
  for (const [status, stats] of Object.entries(result.statusCodeStats ?? {})) statusCounts[status] = stats.count ?? 0;
  const total = Object.values(statusCounts).reduce((sum, count) => sum + count, 0);
  const wrongStatus = total - (statusCounts[String(options.expectStatus)] ?? 0);
  return {
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: total,
    errors: result.errors + result.timeouts + wrongStatus,
    statusCounts,
  };
}
