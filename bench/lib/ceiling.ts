import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { onCleanup } from './cleanup.ts';
import type { RecordedAnswer } from './recorded.ts';
import { REPO_ROOT } from './server.ts';
import { makeTempDir } from './tempDir.ts';

export interface CeilingServer {
  readonly origin: string;
  readonly pid: number;
  stop(): Promise<void>;
}

/** Starts the ceiling server in its own process, so it does not share an event loop with the load generator. */
export async function startCeiling(answers: readonly RecordedAnswer[]): Promise<CeilingServer> {
  const temp = makeTempDir('ceiling');
  const file = join(temp.path, 'recorded.json');
  writeFileSync(file, JSON.stringify(answers));
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'bench/lib/ceilingServer.ts'), file], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const forget = onCleanup(() => child.kill('SIGKILL'));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(kill);
    }
    forget();
    temp.remove();
  };
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  try {
    const [firstLine] = (await once(createInterface({ input: child.stdout as NodeJS.ReadableStream }), 'line')) as [string];
    const { port } = JSON.parse(firstLine) as { port: number };
    return { origin: `http://127.0.0.1:${port}`, pid: child.pid as number, stop };
  } catch (error) {
    await stop();
    throw new Error(`The ceiling server did not start: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    clearTimeout(timer);
  }
}
