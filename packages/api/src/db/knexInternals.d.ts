// The two knex 3 classes db/sqliteClient.ts extends. knex publishes no types for them, so only the
// members we use are declared here, as knex's own sources (lib/dialects/…) define them.

declare module 'knex/lib/dialects/better-sqlite3/index.js' {
  import type BetterSqlite3 from 'better-sqlite3';
  import type { Knex } from 'knex';

  /** What knex's Runner exposes: `run` executes the builder's statements on one pooled connection. */
  export interface KnexRunner {
    connection: BetterSqlite3.Database | undefined;
    run(): Promise<unknown>;
  }

  /** A query, schema or raw builder as a runner sees it. */
  export interface KnexBuilder {
    /** Set by `.connection(…)`: the builder runs on that connection, not one from the pool. */
    readonly _connection?: BetterSqlite3.Database;
    /** One statement (an object) or several (an array). */
    toSQL(): unknown;
  }

  export default class Client_BetterSQLite3 {
    constructor(config: Knex.Config);
    /** True on the client a transaction's statements run on. */
    readonly transacting?: boolean;
    acquireConnection(): Promise<BetterSqlite3.Database>;
    releaseConnection(connection: BetterSqlite3.Database): Promise<void>;
    transaction(...args: unknown[]): unknown;
    runner(builder: KnexBuilder): KnexRunner;
  }
}

declare module 'knex/lib/dialects/sqlite3/execution/sqlite-transaction.js' {
  import type BetterSqlite3 from 'better-sqlite3';
  import type Client_BetterSQLite3 from 'knex/lib/dialects/better-sqlite3/index.js';

  export interface TransactionConfig {
    /** A connection the transaction runs on and does not release (knex's own `connection` option). */
    readonly connection?: BetterSqlite3.Database;
    readonly enforceForeignCheck?: boolean | null;
  }

  export default class Transaction_Sqlite {
    constructor(client: Client_BetterSQLite3, ...args: unknown[]);
    readonly client: Client_BetterSQLite3;
    acquireConnection<T>(config: TransactionConfig | undefined, run: (connection: BetterSqlite3.Database) => Promise<T>): Promise<T>;
    begin(connection: BetterSqlite3.Database): Promise<unknown>;
    query(connection: BetterSqlite3.Database, sql: string): Promise<unknown>;
  }
}
