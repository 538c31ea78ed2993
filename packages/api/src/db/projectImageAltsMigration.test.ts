import { describe, expect, it } from 'vitest';
import { addProject, findProject } from '../repositories/projectsRepository';
import { testDatabaseKinds } from '../testing/testDatabases';
import { openDatabase } from './connection';
import { migrateToLatest } from './migrate';
import * as projectImageAlts from './migrations/20260106000200_project_image_alts';

describe.each(testDatabaseKinds())('project image alts migration on $name', (kind) => {
  it('gives the projects already stored no alt texts, and is safe to run again', async () => {
    const database = await kind.create();
    const db = openDatabase(database.settings);
    try {
      await migrateToLatest(db.knex);
      const fields = { title: 'Scope', description: 'd', type: 'hardware', date: '2025-01-02', status: 'completed', github: null, demo: null } as const;
      await addProject(db.knex, { ...fields, tech: [], images: ['/a.png', '/b.png'], imageAlts: ['A', 'B'] });

      // The schema as it was before this migration, holding a project.
      await projectImageAlts.down(db.knex);
      expect(await db.knex.schema.hasColumn('projects', 'image_alts')).toBe(false);

      await projectImageAlts.up(db.knex);
      await projectImageAlts.up(db.knex);
      expect(await findProject(db.knex, 'scope')).toMatchObject({ images: ['/a.png', '/b.png'], imageAlts: [] });

      // A row written by a server older than the column, during a rolling deploy.
      await db.knex('projects').insert({ id: 'older', ...fields, tech: '[]', images: '["/c.png"]' });
      expect(await findProject(db.knex, 'older')).toMatchObject({ images: ['/c.png'], imageAlts: [] });
    } finally {
      await db.knex.destroy();
      await database.dispose();
    }
  });
});
