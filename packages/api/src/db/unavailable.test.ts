import Database from 'better-sqlite3';
import knex from 'knex';
import { describe, expect, it } from 'vitest';
import { databaseTrouble, troubleName } from './unavailable';

const driverError = (fields: Record<string, unknown>) => Object.assign(new Error('a driver failure'), fields);

function sqliteError(sql: string): unknown {
  const db = new Database(':memory:');
  try {
    db.exec(sql);
    return undefined;
  } catch (error) {
    return error;
  } finally {
    db.close();
  }
}

describe('telling the database being away or busy from a bug', () => {
  it.each([
    ['refused', { code: 'ECONNREFUSED', errno: -111 }],
    ['reset', { code: 'ECONNRESET' }],
    ['lost (the server closed it)', { code: 'PROTOCOL_CONNECTION_LOST', fatal: true }],
    ['no greeting in time', { code: 'ETIMEDOUT', fatal: true }],
    ['no answer to a query in time', { code: 'PROTOCOL_SEQUENCE_TIMEOUT', fatal: true }],
    ['a command on a closed connection', { fatal: true }],
    ['the server shutting down', { code: 'ER_SERVER_SHUTDOWN', errno: 1053 }],
  ])('unreachable: %s', (_name, fields) => {
    expect(databaseTrouble(driverError(fields))).toBe('unreachable');
  });

  it('unreachable: no connection from the pool in time (KnexTimeoutError)', () => {
    expect(databaseTrouble(new knex.KnexTimeoutError('Knex: Timeout acquiring a connection'))).toBe('unreachable');
  });

  it.each([
    ['a row lock waited too long', { code: 'ER_LOCK_WAIT_TIMEOUT', errno: 1205 }],
    ['a deadlock', { code: 'ER_LOCK_DEADLOCK', errno: 1213 }],
    ['MariaDB max_statement_time', { code: 'ER_STATEMENT_TIMEOUT', errno: 1969 }],
    ['MySQL max_execution_time', { code: 'ER_QUERY_TIMEOUT', errno: 3024 }],
    ['too many connections', { code: 'ER_CON_COUNT_ERROR', errno: 1040 }],
    ['SQLite locked by another process', { code: 'SQLITE_BUSY' }],
    ['SQLite snapshot out of date', { code: 'SQLITE_BUSY_SNAPSHOT' }],
  ])('busy: %s', (_name, fields) => {
    expect(databaseTrouble(driverError(fields))).toBe('busy');
  });

  it('looks into what an error wraps', () => {
    const wrapped = new Error('Refusing to create transaction', { cause: driverError({ code: 'SQLITE_BUSY' }) });
    expect(databaseTrouble(wrapped)).toBe('busy');
    expect(troubleName(wrapped)).toBe('SQLITE_BUSY');
  });

  it.each([
    ['a missing table (SQLite)', sqliteError('SELECT * FROM missing')],
    ['a constraint (SQLite)', sqliteError('CREATE TABLE t (x NOT NULL); INSERT INTO t VALUES (NULL)')],
    ['a missing table (MySQL)', driverError({ code: 'ER_NO_SUCH_TABLE', errno: 1146, fatal: false })],
    ['a syntax error (MySQL)', driverError({ code: 'ER_PARSE_ERROR', errno: 1064 })],
    ['a trigger refusing a write (MySQL)', driverError({ code: 'ER_SIGNAL_EXCEPTION', errno: 1644 })],
    ['a knex pool that was destroyed', new Error('Unable to acquire a connection')],
    ['a TypeError', new TypeError('undefined is not a function')],
    ['not an error at all', 'oops'],
  ])('a bug: %s', (_name, error) => {
    expect(error).toBeDefined();
    expect(databaseTrouble(error)).toBeUndefined();
  });

  it('names the trouble by its code, never by the message knex fills with SQL and values', () => {
    const error = driverError({ code: 'ECONNREFUSED', message: "insert into `settings` (`value`) values ('secret') - connect ECONNREFUSED" });
    expect(troubleName(error)).toBe('ECONNREFUSED');
    expect(troubleName(new knex.KnexTimeoutError('x'))).toBe('no connection from the pool in time');
  });
});
