import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { Registry } from 'prom-client';

export interface MetricsServer {
  readonly server: Server;
  close(): Promise<void>;
}

/**
 * `GET /metrics` (Prometheus' text format) on a port of its own, apart from the public server,
 * so visitors never see it; 404 for anything else.
 */
export async function startMetricsServer(registry: Registry, port: number, host: string): Promise<MetricsServer> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' }).end(req.method === 'HEAD' ? undefined : text),
      () => res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Metrics failed\n'),
    );
  });
  server.listen(port, host);
  await once(server, 'listening');
  return {
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
