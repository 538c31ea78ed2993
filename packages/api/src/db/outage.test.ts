import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { Logger } from '../logging/log';
import { watchDatabaseOutage } from './outage';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), { code: 'ECONNREFUSED' });
const locked = () => Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });

function setUp() {
  const lines: string[] = [];
  const log: Logger = {
    info: (...args: unknown[]) => lines.push(`info ${args.join(' ')}`),
    warn: (...args: unknown[]) => lines.push(`warn ${args.join(' ')}`),
    error: (...args: unknown[]) => lines.push(`error ${args.join(' ')}`),
  };
  // knex emits `query-response` for every statement that succeeded.
  const queries = new EventEmitter();
  let now = 1_000_000;
  const outage = watchDatabaseOutage(queries, log, () => now);
  const succeed = (method: string, sql = '') => queries.emit('query-response', [], { method, sql });
  const wait = (ms: number) => {
    now += ms;
  };
  return { lines, outage, succeed, wait };
}

describe('the bookkeeping of a database outage', () => {
  it('logs the first failure once, counts the rest, and says when a query succeeds again', () => {
    const { lines, outage, succeed, wait } = setUp();
    succeed('select');
    expect(lines).toEqual([]);
    for (let i = 0; i < 1000; i += 1) expect(outage.failed(refused())).toBe(true);
    wait(35_000);
    succeed('select');
    succeed('select');
    expect(lines).toEqual([
      'error Database went away (ECONNREFUSED): answering 503 with Retry-After until it is back.',
      'info Database is back after 35.0 s; 1000 requests failed meanwhile.',
    ]);
  });

  it('starts a new count for the next outage', () => {
    const { lines, outage, succeed, wait } = setUp();
    outage.failed(refused());
    succeed('insert');
    outage.failed(refused());
    outage.failed(refused());
    wait(1500);
    succeed('raw', 'select 1');
    expect(lines.slice(2)).toEqual([
      'error Database went away (ECONNREFUSED): answering 503 with Retry-After until it is back.',
      'info Database is back after 1.5 s; 2 requests failed meanwhile.',
    ]);
  });

  it('while the database is only busy (locked), waits for a write to get through: reads go on all along', () => {
    const { lines, outage, succeed, wait } = setUp();
    outage.failed(locked());
    succeed('select');
    succeed('first');
    succeed('raw', 'select 1');
    outage.failed(locked());
    wait(6000);
    succeed('update');
    expect(lines).toEqual([
      'error Database is busy (SQLITE_BUSY): answering 503 with Retry-After until it is back.',
      'info Database is back after 6.0 s; 2 requests failed meanwhile.',
    ]);
  });

  it('neither counts nor logs errors that are not the database being away', () => {
    const { lines, outage } = setUp();
    expect(outage.failed(new TypeError('a bug'))).toBe(false);
    expect(outage.failed(Object.assign(new Error('no such table'), { code: 'ER_NO_SUCH_TABLE', errno: 1146 }))).toBe(false);
    expect(lines).toEqual([]);
  });
});
