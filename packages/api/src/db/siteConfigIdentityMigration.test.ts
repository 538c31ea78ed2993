import type { SiteConfig } from '@portfolio/contracts/config';
import { describe, expect, it } from 'vitest';
import { readSiteConfig, saveSiteConfig } from '../repositories/siteConfigRepository';
import { demoSiteConfig } from '../seed/demoConfig';
import { testDatabaseKinds } from '../testing/testDatabases';
import { openDatabase } from './connection';
import { migrateToLatest } from './migrate';
import * as siteConfigIdentity from './migrations/20260105000000_site_config_identity';

describe.each(testDatabaseKinds())('site config identity migration on $name', (kind) => {
  it('adds empty owner_name and spotify_url to a stored config, and is safe to run again', async () => {
    const database = await kind.create();
    const db = openDatabase(database.settings);
    try {
      await migrateToLatest(db.knex);
      const stored: SiteConfig = { ...demoSiteConfig, ownerName: 'Gone', spotifyUrl: 'https://open.spotify.com/user/gone' };
      await saveSiteConfig(db.knex, stored);

      // The schema as it was before this migration, holding a saved config.
      await siteConfigIdentity.down(db.knex);
      expect(await db.knex.schema.hasColumn('site_config', 'owner_name')).toBe(false);

      await siteConfigIdentity.up(db.knex);
      await siteConfigIdentity.up(db.knex);
      expect(await readSiteConfig(db.knex)).toEqual({ ...stored, ownerName: '', spotifyUrl: '' });
    } finally {
      await db.knex.destroy();
      await database.dispose();
    }
  });
});
