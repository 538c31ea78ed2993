import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import type { RequestLine } from '../http/requestObserver';
import { loggerOptions } from '../logging/logger';
import { createMetrics } from '../metrics/metrics';
import { type MetricsServer, startMetricsServer } from '../metrics/metricsServer';
import type { TestDatabase, TestDatabaseKind } from './testDatabases';
import { siteFixture } from './siteFixture';
import { startTestServer, type TestServer } from './testServer';

/** A request's line as the server wrote it (JSON), with pino's own fields. */
export type LoggedLine = RequestLine & { readonly level: number; readonly msg: string };

export interface ObservedServer {
  readonly server: TestServer;
  /** Every line the server's pino logger wrote for requests, as written. */
  readonly lines: string[];
  /** Where `/metrics` is served, apart from `server.baseUrl`. */
  readonly metricsUrl: string;
  /** The line of the request answered with this X-Request-Id (it is written when the answer closes). */
  lineOf(requestId: string): Promise<LoggedLine>;
}

/**
 * Registers a beforeAll serving the app (the demo's content, a built site's index.html) on a fresh database of `kind` with its request lines kept
 * in memory (through pino, to a stream of the test's: nothing printed) and its metrics served on a
 * port of their own, and an afterAll closing both.
 */
export function useObservedServer(kind: TestDatabaseKind): () => ObservedServer {
  let database: TestDatabase | undefined;
  let server: TestServer | undefined;
  let metricsServer: MetricsServer | undefined;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await kind.create();
    const metrics = createMetrics();
    const requestLog = pino(loggerOptions('info'), { write: (line: string) => void lines.push(line) });
    server = await startTestServer(database, { seedDemo: true, siteDir: siteFixture() }, undefined, { requestLog, metrics });
    metricsServer = await startMetricsServer(metrics.registry, 0, '127.0.0.1');
  });

  afterAll(async () => {
    await metricsServer?.close();
    await server?.close();
    await database?.dispose();
  });

  const lineOf = async (requestId: string): Promise<LoggedLine> => {
    for (let tries = 0; tries < 100; tries += 1) {
      const found = lines.map((line) => JSON.parse(line) as LoggedLine).find((line) => line.requestId === requestId);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`No request line for ${requestId}`);
  };

  return () => {
    if (!server || !metricsServer) throw new Error('The observed server is made in beforeAll');
    const { port } = metricsServer.server.address() as AddressInfo;
    return { server, lines, metricsUrl: `http://127.0.0.1:${port}/metrics`, lineOf };
  };
}
