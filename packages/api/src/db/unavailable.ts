/**
 * Why the database could not serve a request, when that is not a bug of ours: `unreachable` (it
 * refused, dropped or stopped answering the connection) or `busy` (it is there, but a lock or a
 * time limit stopped the statement). Anything else is undefined: a bug, answered 500.
 */
export type DatabaseTrouble = 'unreachable' | 'busy';

const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'PROTOCOL_CONNECTION_LOST',
  // mysql2's client-side query timeout (db/mysqlLimits.ts).
  'PROTOCOL_SEQUENCE_TIMEOUT',
]);

const UNREACHABLE_ERRNOS = new Set([
  1053, // ER_SERVER_SHUTDOWN
  1927, // ER_CONNECTION_KILLED (MariaDB)
]);

const BUSY_ERRNOS = new Set([
  1040, // ER_CON_COUNT_ERROR: too many connections
  1205, // ER_LOCK_WAIT_TIMEOUT
  1213, // ER_LOCK_DEADLOCK: the transaction was rolled back and may simply be sent again
  1317, // ER_QUERY_INTERRUPTED
  1969, // ER_STATEMENT_TIMEOUT (MariaDB max_statement_time)
  3024, // ER_QUERY_TIMEOUT (MySQL max_execution_time)
]);

interface DriverError {
  readonly name?: unknown;
  readonly code?: unknown;
  readonly errno?: unknown;
  readonly fatal?: unknown;
  readonly cause?: unknown;
}

function kindOf({ name, code, errno, fatal }: DriverError): DatabaseTrouble | undefined {
  if (typeof code === 'string' && code.startsWith('SQLITE_BUSY')) return 'busy';
  if (typeof errno === 'number' && BUSY_ERRNOS.has(errno)) return 'busy';
  // No connection from the pool in time: none free, or none could be made.
  if (name === 'KnexTimeoutError') return 'unreachable';
  if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return 'unreachable';
  if (typeof errno === 'number' && UNREACHABLE_ERRNOS.has(errno)) return 'unreachable';
  // mysql2 marks an error fatal when the connection itself broke (never for an SQL error), e.g.
  // a transaction's ROLLBACK on a connection that its timed-out query closed.
  if (fatal === true) return 'unreachable';
  return undefined;
}

interface Found {
  readonly kind: DatabaseTrouble;
  readonly error: DriverError;
}

/** The error, or one it wraps (`cause`), that says the database is away or busy. */
function find(error: unknown, depth = 0): Found | undefined {
  if (typeof error !== 'object' || error === null || depth > 3) return undefined;
  const kind = kindOf(error as DriverError);
  return kind ? { kind, error: error as DriverError } : find((error as DriverError).cause, depth + 1);
}

export function databaseTrouble(error: unknown): DatabaseTrouble | undefined {
  return find(error)?.kind;
}

/** A short name for the trouble, for the log: the driver's code, never its message (knex puts the SQL and its values there). */
export function troubleName(error: unknown): string {
  const { name, code, errno } = find(error)?.error ?? {};
  if (typeof code === 'string') return code;
  if (name === 'KnexTimeoutError') return 'no connection from the pool in time';
  if (typeof errno === 'number') return `errno ${errno}`;
  return 'connection closed';
}
