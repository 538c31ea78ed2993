import { describe, expect, it } from 'vitest';
import { parseEventLoopDelay } from './eventLoopDelay.ts';

describe('parseEventLoopDelay', () => {
  it("reads prom-client's event-loop gauges, in milliseconds", () => {
    const metrics = [
      '# HELP nodejs_eventloop_lag_max_seconds The maximum recorded event loop delay.',
      '# TYPE nodejs_eventloop_lag_max_seconds gauge',
      'nodejs_eventloop_lag_max_seconds 0.183500799',
      'nodejs_eventloop_lag_p50_seconds 0.010133247',
      'nodejs_eventloop_lag_p99_seconds{instance="a"} 0.05',
      'nodejs_eventloop_lag_p90_seconds 0.02',
    ].join('\n');
    const delay = parseEventLoopDelay(metrics);
    expect(delay.maxMs).toBeCloseTo(183.5, 1);
    expect(delay.p50Ms).toBeCloseTo(10.13, 2);
    expect(delay.p99Ms).toBeCloseTo(50, 5);
  });

  it('says which gauge is missing', () => {
    expect(() => parseEventLoopDelay('nodejs_eventloop_lag_max_seconds 0.1\nnodejs_eventloop_lag_p50_seconds 0.1')).toThrow("The server's metrics lack nodejs_eventloop_lag_p99_seconds");
  });
});
