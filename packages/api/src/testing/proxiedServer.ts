import type { AppConfig } from '../config';
import type { Logger } from '../logging/log';
import { startTcpProxy, type TcpProxy } from './tcpProxy';
import type { TestDatabase, TestDatabaseKind } from './testDatabases';
import { startTestServer, type TestServer } from './testServer';

export interface ProxiedServer {
  readonly database: TestDatabase;
  /** Between the server and MariaDB: the test cuts, refuses or black-holes the database here, never on the shared server. */
  readonly proxy: TcpProxy;
  readonly server: TestServer;
}

/** A test server on a fresh MySQL database of `kind` that it reaches only through a proxy the test owns. */
export async function startProxiedServer(kind: TestDatabaseKind, log?: Logger, overrides: Partial<AppConfig> = {}): Promise<ProxiedServer> {
  const database = await kind.create();
  if (database.settings.client !== 'mysql') throw new Error('expected a MySQL database');
  const url = new URL(database.settings.url);
  const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 3306) });
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  const server = await startTestServer(database, { ...overrides, database: { client: 'mysql', url: url.toString() } }, log);
  return { database, proxy, server };
}
