import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';

const betterSqlite3 = createRequire(import.meta.url).resolve('better-sqlite3');

// Run by a second node process: takes the write lock, says so, and keeps it until told (or until maxMs).
const HOLDER = `
const [, driver, filename, maxMs] = process.argv;
const db = new (require(driver))(filename);
db.exec('BEGIN IMMEDIATE');
process.stdout.write('locked\\n');
const end = (code) => { db.exec('ROLLBACK'); db.close(); process.exit(code); };
process.stdin.once('data', () => end(0));
setTimeout(() => end(1), Number(maxMs));
`;

export interface WriteLock {
  /** Ends the other process's transaction and waits for the process to exit. */
  release(): Promise<void>;
}

/**
 * Another process holding SQLite's write lock on `filename` (`BEGIN IMMEDIATE`), as a backup tool
 * or a sqlite3 shell left in a transaction would, until released (or for `maxMs` at most).
 */
export async function holdWriteLock(filename: string, maxMs = 30_000): Promise<WriteLock> {
  const child = spawn(process.execPath, ['-e', HOLDER, betterSqlite3, filename, String(maxMs)], { stdio: ['pipe', 'pipe', 'inherit'] });
  const exited = once(child, 'exit');
  const [said] = (await Promise.race([once(child.stdout, 'data'), exited])) as [unknown];
  if (!String(said).startsWith('locked')) throw new Error('The lock holder exited before it took the lock');
  return {
    async release() {
      child.stdin.end('release\n');
      await exited;
    },
  };
}
