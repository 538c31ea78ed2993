import { describe, expect, it } from 'vitest';
import { imageCodecLoaded } from './media/processImage';
import { prepare } from './startup';
import { testDatabaseKinds } from './testing/testDatabases';
import { testConfig } from './testing/testServer';
import { useTestDatabase } from './testing/useTestServer';

const sqlite = testDatabaseKinds().filter((kind) => kind.name === 'sqlite');
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe.each(sqlite)('prepare ($name)', (kind) => {
  const database = useTestDatabase(kind);

  it('loads the image codec before the server listens, so no request waits for it later', async () => {
    expect(imageCodecLoaded()).toBe(false);
    const { db } = await prepare(testConfig(database()), quiet);
    try {
      expect(imageCodecLoaded()).toBe(true);
    } finally {
      await db.knex.destroy();
    }
  });
});
