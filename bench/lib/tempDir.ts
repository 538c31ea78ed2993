import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onCleanup } from './cleanup.ts';

export interface TempDir {
  readonly path: string;
  remove(): void;
}

/** A fresh folder under the system temp dir, removed at the latest when the bench exits. */
export function makeTempDir(prefix: string): TempDir {
  const path = mkdtempSync(join(tmpdir(), `portfolio-bench-${prefix}-`));
  const removeNow = () => rmSync(path, { recursive: true, force: true });
  const forget = onCleanup(removeNow);
  return {
    path,
    remove() {
      forget();
      removeNow();
    },
  };
}
