import type { ProjectInput } from '@portfolio/contracts/projects';
import type { Knex } from 'knex';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../testing/testDatabases';
import { useTestServer } from '../testing/useTestServer';
import { addEntry, listEntries } from './artRepository';
import { addProject } from './projectsRepository';
import { addPost, findPost } from './writingRepository';

/**
 * Adds of the same title at the same moment, as an owner's double click or two tabs make them:
 * each gets its own slug, and no add answers an error or writes over another's post. Posts and art
 * entries share one namespace across two tables, and on MySQL each transaction reads its own
 * snapshot, so only the slug lock (`withSlugLock`) keeps them apart.
 */
describe.each(testDatabaseKinds())('slugs under concurrent adds on $name', (kind) => {
  const { server } = useTestServer(kind);
  let knex: Knex;
  const date = '2025-01-01';

  beforeAll(() => {
    knex = server().db.knex;
  });

  it('gives every entry added at once its own slug', async () => {
    const added = await Promise.all(
      Array.from({ length: 8 }, () => addEntry(knex, { kind: 'movies', title: 'Same Title', creator: 'c', date }, 'a review')),
    );
    const slugs = added.map((entry) => entry.slug);
    expect(new Set(slugs).size).toBe(8);
    expect((await listEntries(knex)).filter((entry) => entry.title === 'Same Title')).toHaveLength(8);
    for (const slug of slugs) expect(await findPost(knex, slug)).toMatchObject({ kind: 'review', content: 'a review' });
  });

  it('never lets an entry take, or write its review over, a post added at the same moment', async () => {
    const results = await Promise.all([
      ...Array.from({ length: 4 }, () => addPost(knex, { title: 'Mix', date, kind: 'essay', content: 'essay body' })),
      ...Array.from({ length: 4 }, () => addEntry(knex, { kind: 'books', title: 'Mix', creator: 'c', date }, 'review body')),
    ]);
    const slugs = results.map((result) => result.slug);
    expect(new Set(slugs).size).toBe(8);
    for (const post of results.slice(0, 4)) expect(await findPost(knex, post.slug)).toMatchObject({ kind: 'essay', content: 'essay body' });
    for (const entry of results.slice(4)) expect(await findPost(knex, entry.slug)).toMatchObject({ kind: 'review', content: 'review body' });
  });

  it('gives every project added at once its own id', async () => {
    const project: ProjectInput = { title: 'Same Project', description: 'd', tech: [], type: 'software', date, status: 'planned', github: null, demo: null, images: [] };
    const added = await Promise.all(Array.from({ length: 12 }, () => addProject(knex, project)));
    expect(new Set(added.map((item) => item.id)).size).toBe(12);
  });
});
