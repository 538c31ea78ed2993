import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createContentVersion, REFRESH_AT, VERSION_REUSE_MS } from './contentVersion';
import { openDatabase, type Database } from './connection';
import { migrateToLatest } from './migrate';
import { testDatabaseKinds, type TestDatabase } from '../testing/testDatabases';

describe.each(testDatabaseKinds())('the content version ($name)', (kind) => {
  let database: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    database = await kind.create();
    db = openDatabase(database.settings);
    await migrateToLatest(db.knex);
  });

  afterAll(async () => {
    await db?.knex.destroy();
    await database?.dispose();
  });

  /** Counts the queries `knex` sends while `run` runs. */
  async function queriesDuring(knex: Knex, run: () => Promise<unknown>): Promise<number> {
    let count = 0;
    const counted = () => void (count += 1);
    knex.on('query', counted);
    try {
      await run();
    } finally {
      knex.removeListener('query', counted);
    }
    return count;
  }

  it('reads what a bump through another pool wrote, on the next call made after the bound', async () => {
    const one = createContentVersion(db.knex);
    const other = openDatabase(database.settings);
    try {
      const two = createContentVersion(other.knex);
      const before = await one.current();
      await two.bump();
      await new Promise((resolve) => setTimeout(resolve, VERSION_REUSE_MS + 1));
      expect(await one.current()).toBe(before + 1);
    } finally {
      await other.knex.destroy();
    }
  });

  it('shares one query among the calls that arrive while one is out, and one more among those after', async () => {
    const version = createContentVersion(db.knex, 0);
    const queries = await queriesDuring(db.knex, () => Promise.all(Array.from({ length: 30 }, () => version.current())));
    expect(queries).toBeLessThanOrEqual(2);
  });

  it('fails the calls that waited for a query that failed, without sending another (a frozen database costs one time-out, not two)', async () => {
    const version = createContentVersion(db.knex, 0);
    const gone = new Error('connect ETIMEDOUT');
    const raw = vi.spyOn(db.knex, 'raw').mockImplementation(() => new Promise((_resolve, reject) => setTimeout(reject, 20, gone)) as never);
    try {
      const answers = await Promise.allSettled([version.current(), version.current(), version.current()]);
      expect(answers).toEqual(Array(3).fill({ status: 'rejected', reason: gone }));
      expect(raw).toHaveBeenCalledTimes(1);
    } finally {
      raw.mockRestore();
    }
    expect(await version.current()).toBeGreaterThanOrEqual(0);
  });

  it('with no reuse, a call made after a bump never gets an answer read before it', async () => {
    const version = createContentVersion(db.knex, 0);
    const before = await version.current();
    const out = version.current(); // a query out while the bump runs: the next call must not share it
    await version.bump();
    expect(await version.current()).toBe(before + 1);
    await out;
  });

  it('starts the next read in the background near the end of the bound, so a steady flow of reads never waits', async () => {
    let clock = 1000;
    const version = createContentVersion(db.knex, VERSION_REUSE_MS, () => clock);
    const first = await version.current();
    await version.bump();
    clock += VERSION_REUSE_MS * REFRESH_AT - 0.5;
    const before = async () => {
      expect(version.known()).toBe(first);
      await version.current();
    };
    expect(await queriesDuring(db.knex, before)).toBe(0);
    clock += 0.5;
    // Still the version read before (within the bound), while the next read is out: the clock
    // stands still here, so only a read begun in the background can show the bump.
    expect(version.known()).toBe(first);
    await vi.waitFor(() => expect(version.known()).toBe(first + 1));
  });

  it('reuses a version for the calls that follow within the bound, with no query', async () => {
    let clock = 1000;
    const version = createContentVersion(db.knex, VERSION_REUSE_MS, () => clock);
    expect(version.known()).toBeUndefined();
    const first = await version.current();
    await version.bump();
    clock += VERSION_REUSE_MS - 1;
    expect(version.known()).toBe(first);
    expect(await queriesDuring(db.knex, async () => expect(await version.current()).toBe(first))).toBe(0);
    clock += 1;
    expect(version.known()).toBeUndefined();
    expect(await version.current()).toBe(first + 1);
    expect(version.known()).toBe(first + 1);
  });
});
