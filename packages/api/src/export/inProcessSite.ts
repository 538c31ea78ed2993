import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { once } from 'node:events';
import { createRequestListener } from '../app';
import type { AppDeps } from '../appDeps';
import type { ReadCache } from '../http/readCache';

/** One answer of the site, as a visitor's browser would get it (uncompressed). */
export interface SiteAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer;
}

/** The server edition's own app, answering the exporter: the same routes, renderer and heads a visitor gets. */
export interface InProcessSite {
  get(path: string, headers?: Readonly<Record<string, string>>): Promise<SiteAnswer>;
  close(): Promise<void>;
}

/**
 * The app on a private loopback port of this process, closed with the export: the export reads the
 * site exactly as a visitor's request does (heads, rendered pages, feeds, share images, media), so the
 * files are the server's bytes wherever a file can hold them. `host` is the public origin's host,
 * sent as each request's Host (the terminal's prompts show it). `readCache` is the app's, which the
 * exporter also reads the search documents through.
 */
export async function startInProcessSite(deps: AppDeps, host: string, readCache: ReadCache): Promise<InProcessSite> {
  const server: Server = createServer(createRequestListener(deps, readCache));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    get: (path, headers = {}) =>
      new Promise((resolve, reject) => {
        const outgoing = request({ host: '127.0.0.1', port, path, headers: { host, 'accept-encoding': 'identity', ...headers } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const flat: Record<string, string> = {};
            for (const [name, value] of Object.entries(response.headers)) if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
            resolve({ status: response.statusCode ?? 0, headers: flat, body: Buffer.concat(chunks) });
          });
        });
        outgoing.on('error', reject);
        outgoing.end();
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
