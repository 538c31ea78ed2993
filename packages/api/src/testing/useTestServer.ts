import { afterAll, afterEach, beforeAll } from 'vitest';
import type { AppConfig } from '../config';
import type { Logger } from '../logging/log';
import { type JsonClient, jsonClient } from './jsonClient';
import type { TestDatabase, TestDatabaseKind } from './testDatabases';
import { startTestServer, type TestServer } from './testServer';

/** What a test file reads once `useTestServer`'s beforeAll has run. */
export interface TestServerHandle {
  /** The running server. */
  server(): TestServer;
  /** A JSON client for that server (posts with the owner's token unless told otherwise). */
  readonly api: JsonClient;
  /** An owner token, issued once when the server started. */
  token(): string;
}

interface Started {
  readonly server: TestServer;
  readonly api: JsonClient;
  readonly token: string;
}

const notYet = (what: string) => new Error(`${what} is made in beforeAll; read it inside a test or a later hook`);

/**
 * Registers, in the calling describe block, a beforeAll that makes a fresh database of `kind` and
 * serves the app on it, and an afterAll that closes the server and throws the database away.
 */
export function useTestServer(kind: TestDatabaseKind, overrides: Partial<AppConfig> = {}): TestServerHandle {
  let database: TestDatabase | undefined;
  let started: Started | undefined;

  beforeAll(async () => {
    database = await kind.create();
    const server = await startTestServer(database, overrides);
    started = { server, api: jsonClient(server), token: server.tokens.issue() };
  });

  afterAll(async () => {
    await started?.server.close();
    await database?.dispose();
  });

  const current = (): Started => {
    if (!started) throw notYet('The test server');
    return started;
  };

  return {
    server: () => current().server,
    api: {
      get: (path) => current().api.get(path),
      post: (path, body, authorization) => current().api.post(path, body, authorization),
    },
    token: () => current().token,
  };
}

/** Registers a beforeAll that makes a fresh database of `kind` and an afterAll that throws it away. */
export function useTestDatabase(kind: TestDatabaseKind): () => TestDatabase {
  let database: TestDatabase | undefined;

  beforeAll(async () => {
    database = await kind.create();
  });

  afterAll(async () => {
    await database?.dispose();
  });

  return () => {
    if (!database) throw notYet('The test database');
    return database;
  };
}

/**
 * For tests that start servers of their own (restarts, two servers on one database): `start`
 * serves the app on the file's database, telling `log` what it says; after each test the servers
 * close and the database is made anew, so every test begins with no content and no counted logins.
 */
export function useFreshServers(kind: TestDatabaseKind, defaults: Partial<AppConfig> = {}): (overrides?: Partial<AppConfig>, log?: Logger) => Promise<TestServer> {
  let database: TestDatabase | undefined;
  const servers: TestServer[] = [];

  beforeAll(async () => {
    database = await kind.create();
  });

  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close();
    await database?.dispose();
    database = await kind.create();
  });

  afterAll(async () => {
    await database?.dispose();
  });

  return async (overrides = {}, log) => {
    if (!database) throw notYet('The test database');
    const server = await startTestServer(database, { ...defaults, ...overrides }, log);
    servers.push(server);
    return server;
  };
}
