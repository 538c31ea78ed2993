import type { Knex } from 'knex';
import { beforeAll, describe, expect, it } from 'vitest';
import { resetContentBeforeEach } from '../testing/resetContent';
import { testDatabaseKinds } from '../testing/testDatabases';
import { useTestServer } from '../testing/useTestServer';
import { addEntry, editEntry, findEntry, listEntries, removeEntry } from './artRepository';
import { findPost, type ReviewStore, reviewStore } from './writingRepository';

class ForcedFailure extends Error {}

/** Performs the real review write, then fails, so a rollback must undo both halves. */
const failingAfterWrite: ReviewStore = {
  async save(knex, review) {
    await reviewStore.save(knex, review);
    throw new ForcedFailure('review write failed');
  },
  async remove(knex, slug) {
    await reviewStore.remove(knex, slug);
    throw new ForcedFailure('review delete failed');
  },
};

/** A database-level failure of the second write, so the HTTP route's transaction is exercised too. */
async function failReviewWrites(knex: Knex, dialect: 'sqlite' | 'mysql'): Promise<void> {
  for (const event of ['INSERT', 'UPDATE']) {
    const name = `fail_review_${event.toLowerCase()}`;
    await knex.raw(
      dialect === 'sqlite'
        ? `CREATE TRIGGER ${name} BEFORE ${event} ON writing_posts BEGIN SELECT RAISE(ABORT, 'forced failure'); END`
        : `CREATE TRIGGER ${name} BEFORE ${event} ON writing_posts FOR EACH ROW SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'forced failure'`,
    );
  }
}

async function allowReviewWrites(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER fail_review_insert');
  await knex.raw('DROP TRIGGER fail_review_update');
}

describe.each(testDatabaseKinds())('art entry and review atomicity on $name', (kind) => {
  const { server, api } = useTestServer(kind);
  // Every test starts from an empty site and adds the entries it reads.
  resetContentBeforeEach(server);
  let knex: Knex;
  const dune = { kind: 'books', title: 'Dune', creator: 'Frank Herbert', date: '2025-11-20' } as const;

  beforeAll(() => {
    knex = server().db.knex;
  });

  it('adds neither the entry nor the review when the review write fails', async () => {
    await expect(addEntry(knex, dune, 'A review', failingAfterWrite)).rejects.toBeInstanceOf(ForcedFailure);
    expect(await listEntries(knex)).toEqual([]);
    expect(await findPost(knex, 'dune')).toBeUndefined();
  });

  it('keeps the old entry and review when an edit fails on the review', async () => {
    await addEntry(knex, dune, 'First review');
    await expect(editEntry(knex, 'dune', { title: 'Dune Messiah' }, 'Second review', failingAfterWrite)).rejects.toBeInstanceOf(ForcedFailure);
    expect(await findEntry(knex, 'dune')).toMatchObject({ title: 'Dune', hasReview: true });
    expect(await findPost(knex, 'dune')).toMatchObject({ title: 'Dune', content: 'First review' });
  });

  it('keeps both when removing the review fails', async () => {
    await addEntry(knex, dune, 'First review');
    await expect(removeEntry(knex, 'dune', failingAfterWrite)).rejects.toBeInstanceOf(ForcedFailure);
    expect(await findEntry(knex, 'dune')).toMatchObject({ title: 'Dune' });
    expect(await findPost(knex, 'dune')).toMatchObject({ content: 'First review' });
  });

  it('answers 500 over HTTP and leaves nothing half-written when the database refuses the review', async () => {
    await addEntry(knex, dune, 'First review');
    await failReviewWrites(knex, kind.name);
    try {
      const added = await api.post('/api/admin/art', { action: 'add', ...dune, title: 'Arrival', kind: 'movies', content: 'Review' });
      expect(added.status).toBe(500);
      expect(added.body).toEqual({ error: 'Internal server error' });
      expect(await findEntry(knex, 'arrival')).toBeUndefined();

      const edited = await api.post('/api/admin/art', { action: 'edit', id: 'dune', update: { creator: 'Someone Else' }, content: 'New review' });
      expect(edited.status).toBe(500);
      expect(await findEntry(knex, 'dune')).toMatchObject({ creator: 'Frank Herbert' });
      expect(await findPost(knex, 'dune')).toMatchObject({ content: 'First review' });

      const withoutReview = await api.post('/api/admin/art', { action: 'add', ...dune, title: 'Blue', kind: 'music' });
      expect(withoutReview.status).toBe(201);
    } finally {
      await allowReviewWrites(knex);
    }
    const retried = await api.post('/api/admin/art', { action: 'add', ...dune, title: 'Arrival', kind: 'movies', content: 'Review' });
    expect(retried.status).toBe(201);
    expect(await findPost(knex, 'arrival')).toMatchObject({ kind: 'review', content: 'Review' });
  });
});
