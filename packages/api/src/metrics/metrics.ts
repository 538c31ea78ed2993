import type { Knex } from 'knex';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ReadCacheStats } from '../http/readCache';
import type { RequestMetrics } from '../http/requestObserver';
import { mediaProcessingSeconds, shareImageRenderSeconds } from './timings';

/** What one server reports at `/metrics` (metrics/metricsServer.ts), in Prometheus' text format. */
export interface Metrics extends RequestMetrics {
  readonly registry: Registry;
  /** Reads the pool's connections of `knex` at each scrape. */
  watchPool(knex: Knex): void;
  /** Reads the read cache's hits and misses at each scrape. */
  watchReadCache(stats: () => ReadCacheStats): void;
}

interface PoolCounts {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}

/** knex's tarn pool, once knex made it (and until it is destroyed). */
function poolOf(knex: Knex): PoolCounts | undefined {
  const pool = (knex as { client?: { pool?: Partial<PoolCounts> } }).client?.pool;
  return typeof pool?.numUsed === 'function' ? (pool as PoolCounts) : undefined;
}

/**
 * A registry of its own per server (tests run several in one process): the requests by method,
 * route and status, their durations, the database pool, the read cache, the share images' and the
 * media's processing times, and Node's process metrics (CPU, memory, event loop, GC).
 */
export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern ("(none)" for static files and 404s) and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request reaching the server to its answer closing, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [registry],
  });
  registry.registerMetric(shareImageRenderSeconds);
  registry.registerMetric(mediaProcessingSeconds);

  const pools: Knex[] = [];
  const poolGauge = (name: string, help: string, read: (pool: PoolCounts) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        let total = 0;
        for (const knex of pools) {
          const pool = poolOf(knex);
          if (pool) total += read(pool);
        }
        this.set(total);
      },
    });
  poolGauge('db_pool_connections_used', 'Database connections lent to queries now', (pool) => pool.numUsed());
  poolGauge('db_pool_connections_free', 'Database connections idle in the pool now', (pool) => pool.numFree());
  poolGauge('db_pool_acquires_pending', 'Queries waiting for a database connection now', (pool) => pool.numPendingAcquires());

  const caches: (() => ReadCacheStats)[] = [];
  // Counted by the cache itself (two additions per read); added here since the last scrape.
  const seen = { hits: 0, misses: 0 };
  new Counter({
    name: 'read_cache_lookups_total',
    help: 'Cacheable public reads: answered from memory (hit) or by the app (miss)',
    labelNames: ['result'] as const,
    registers: [registry],
    collect() {
      const now = { hits: 0, misses: 0 };
      for (const stats of caches) {
        const { hits, misses } = stats();
        now.hits += hits;
        now.misses += misses;
      }
      this.inc({ result: 'hit' }, now.hits - seen.hits);
      this.inc({ result: 'miss' }, now.misses - seen.misses);
      Object.assign(seen, now);
    },
  });

  return {
    registry,
    observeRequest(method, route, status, seconds) {
      requests.inc({ method, route, status });
      durations.observe({ method, route }, seconds);
    },
    watchPool: (knex) => void pools.push(knex),
    watchReadCache: (stats) => void caches.push(stats),
  };
}
