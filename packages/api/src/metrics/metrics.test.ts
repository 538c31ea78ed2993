import { describe, expect, it } from 'vitest';
import { useObservedServer } from '../testing/observedServer';
import { testDatabaseKinds } from '../testing/testDatabases';

/** The value of one sample in Prometheus' text, e.g. `read_cache_lookups_total{result="hit"}`; undefined when absent. */
function sample(text: string, name: string): number | undefined {
  const line = text.split('\n').find((one) => one.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
}

describe.each(testDatabaseKinds())('metrics on $name', (kind) => {
  const observed = useObservedServer(kind);
  const scrape = async () => {
    const response = await fetch(observed().metricsUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.text();
  };

  it('counts requests by route and status, their durations, the read cache, the pool and the share images', async () => {
    const before = await scrape();
    const base = observed().server.baseUrl;
    // A miss (the first read of the list since the last write), then hits answered before Koa.
    observed().server.forgetCachedReads();
    for (let i = 0; i < 3; i += 1) expect((await fetch(`${base}/api/projects`)).status).toBe(200);
    expect((await fetch(`${base}/api/no-such-thing`)).status).toBe(404);
    // The site's share image: redirected to its current version, drawn once.
    expect((await fetch(`${base}/og/site/old.png`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));

    const after = await scrape();
    const delta = (name: string) => (sample(after, name) ?? 0) - (sample(before, name) ?? 0);
    expect(delta('http_requests_total{method="GET",route="/api/projects",status="200"}')).toBe(3);
    expect(delta('http_requests_total{method="GET",route="(none)",status="404"}')).toBe(1);
    expect(delta('http_request_duration_seconds_count{method="GET",route="/api/projects"}')).toBe(3);
    expect(delta('read_cache_lookups_total{result="miss"}')).toBeGreaterThanOrEqual(1);
    expect(delta('read_cache_lookups_total{result="hit"}')).toBeGreaterThanOrEqual(2);
    expect(sample(after, 'share_image_render_seconds_count')).toBeGreaterThanOrEqual(1);
    for (const gauge of ['db_pool_connections_used', 'db_pool_connections_free', 'db_pool_acquires_pending']) expect(sample(after, gauge)).toBeGreaterThanOrEqual(0);
    expect(after).toContain('# TYPE media_processing_seconds histogram');
    expect(after).toContain('# TYPE process_cpu_seconds_total counter');
  });

  it('serves only /metrics on its port', async () => {
    const other = await fetch(observed().metricsUrl.replace('/metrics', '/api/health'));
    expect(other.status).toBe(404);
    expect((await fetch(observed().metricsUrl, { method: 'POST' })).status).toBe(404);
  });

  it('leaves /metrics to the public server as any unknown path: no metrics there', async () => {
    const response = await fetch(`${observed().server.baseUrl}/metrics`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('http_requests_total');
  });
});
