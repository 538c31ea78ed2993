import { startServer, type ServerOptions } from '../lib/server.ts';
import { median } from '../lib/stats.ts';
import { makeTempDir } from '../lib/tempDir.ts';

export const STARTUP_TARGET_MS = 1500;

export interface StartupCase {
  /** An empty data folder: migrations, demo seed and password hash run first. */
  readonly firstStartMs: readonly number[];
  /** The same data folder again: what a restart of an existing site costs. */
  readonly restartMs: readonly number[];
  readonly firstStartMedianMs: number;
  readonly restartMedianMs: number;
}

export interface StartupResult {
  /** The README's `npm start` (turbo finds the build current, then the server starts): judged. */
  readonly npmStart: StartupCase;
  /** `node packages/api/dist/server.js` alone, for context: what the server itself takes. */
  readonly server: StartupCase;
}

async function startupCase(runs: number, launch: ServerOptions['launch']): Promise<StartupCase> {
  const firstStartMs: number[] = [];
  const restartMs: number[] = [];
  const kept = makeTempDir('startup');
  try {
    for (let run = 0; run < runs; run += 1) {
      const fresh = await startServer({ launch });
      firstStartMs.push(fresh.startupMs);
      await fresh.stop();
    }
    await (await startServer({ dataDir: kept.path, launch })).stop();
    for (let run = 0; run < runs; run += 1) {
      const again = await startServer({ dataDir: kept.path, launch });
      restartMs.push(again.startupMs);
      await again.stop();
    }
  } finally {
    kept.remove();
  }
  return { firstStartMs, restartMs, firstStartMedianMs: median(firstStartMs), restartMedianMs: median(restartMs) };
}

/** Spawn to first healthy `/api/health`, `runs` times on a fresh data folder and on a used one, through `npm start` and directly. */
export async function benchStartup(runs: number): Promise<StartupResult> {
  return { npmStart: await startupCase(runs, 'npm-start'), server: await startupCase(runs, 'server') };
}
