/** A query waiting this long for an answer gives up and its connection is closed: the server froze or the network ate it. */
export const MYSQL_QUERY_TIMEOUT_MS = 1500;

/** The server ends a statement running this long (MariaDB: every statement; MySQL: SELECTs), or waiting this long for a row lock. */
export const MYSQL_STATEMENT_TIMEOUT_SECONDS = 1;

type Callback = (error: unknown, ...results: unknown[]) => void;

/** The parts of a mysql2 connection used here; knex and rate-limiter-flexible both call `query`. */
export interface MysqlConnection {
  query: (...args: unknown[]) => unknown;
  destroy(): void;
  readonly stream?: { destroy(): void };
}

const ER_UNKNOWN_SYSTEM_VARIABLE = 1193;

const isPlainOptions = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

const isQueryTimeout = (error: unknown) => (error as { code?: unknown } | null)?.code === 'PROTOCOL_SEQUENCE_TIMEOUT';

/**
 * Gives every query on the connection mysql2's client-side `timeout`. A query that times out
 * leaves mysql2 waiting for its answer, so the connection is closed (and the pool drops it);
 * destroying the socket too matters when nothing answers at all.
 * Queries sent without a callback (streams) only get the timeout; this app sends none.
 */
export function limitQueryTime(connection: MysqlConnection, timeoutMs = MYSQL_QUERY_TIMEOUT_MS): void {
  const query = connection.query.bind(connection);
  connection.query = (...args: unknown[]) => {
    const [sql] = args;
    if (typeof sql === 'string') args[0] = { sql, timeout: timeoutMs };
    else if (isPlainOptions(sql) && sql.timeout === undefined) args[0] = { ...sql, timeout: timeoutMs };
    const last = args.length - 1;
    const callback = args[last];
    if (last > 0 && typeof callback === 'function') {
      args[last] = (error: unknown, ...results: unknown[]) => {
        if (isQueryTimeout(error)) {
          connection.destroy();
          connection.stream?.destroy();
        }
        (callback as Callback)(error, ...results);
      };
    }
    return query(...args);
  };
}

function run(connection: MysqlConnection, sql: string, values: unknown[]): Promise<void> {
  return new Promise((resolve, reject) => {
    connection.query(sql, values, (error: unknown) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve()));
  });
}

/** Server-side limits for the session, so a runaway statement or a row lock ends before the client gives up. */
export async function setSessionLimits(connection: MysqlConnection, seconds = MYSQL_STATEMENT_TIMEOUT_SECONDS): Promise<void> {
  await run(connection, 'SET SESSION innodb_lock_wait_timeout = ?', [seconds]);
  try {
    await run(connection, 'SET SESSION max_statement_time = ?', [seconds]);
  } catch (error) {
    if ((error as { errno?: unknown }).errno !== ER_UNKNOWN_SYSTEM_VARIABLE) throw error;
    // MySQL names it differently, in milliseconds, and applies it to SELECTs only.
    await run(connection, 'SET SESSION max_execution_time = ?', [seconds * 1000]);
  }
}

/** knex's pool `afterCreate` for mysql2: both limits above on every new connection. */
export function limitMysqlConnection(connection: MysqlConnection, done: (error: Error | null, connection: MysqlConnection) => void): void {
  limitQueryTime(connection);
  setSessionLimits(connection).then(
    () => done(null, connection),
    (error: unknown) => {
      connection.destroy();
      done(error instanceof Error ? error : new Error(String(error)), connection);
    },
  );
}
