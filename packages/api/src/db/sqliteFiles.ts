import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Makes the SQLite file owner-only before SQLite opens it: its folder 0700 when we create it (an
 * existing folder such as /srv is not ours to change), the file 0600, and the -wal/-shm files
 * left by an earlier run 0600 too. New -wal/-shm files take the database file's mode from SQLite.
 */
export function prepareSqliteFile(filename: string): void {
  mkdirSync(dirname(filename), { recursive: true, mode: 0o700 });
  closeSync(openSync(filename, 'a', 0o600));
  for (const file of [filename, `${filename}-wal`, `${filename}-shm`]) {
    if (existsSync(file)) chmodSync(file, 0o600);
  }
}
