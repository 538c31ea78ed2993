import { type Engine, runEngine } from './engine.ts';
import { sleep } from './http.ts';
import type { Healthcheck } from './compose.ts';
import { parseContainerState } from './parse.ts';


/** What a test started, removed in reverse order at its end (also after a failure or Ctrl-C). */
export class Resources {
  /** Every set not yet removed, for Ctrl-C. */
  static readonly open = new Set<Resources>();
  private readonly undo: { what: string; run: () => Promise<unknown> }[] = [];

  constructor(private readonly engine: Engine) {
    Resources.open.add(this);
  }

  container(name: string): void {
    this.undo.push({ what: `container ${name}`, run: () => runEngine(this.engine, ['rm', '--force', '--volumes', name], { allowFailure: true }) });
  }

  network(name: string): void {
    this.undo.push({ what: `network ${name}`, run: () => runEngine(this.engine, ['network', 'rm', '--force', name], { allowFailure: true }) });
  }

  volume(name: string): void {
    this.undo.push({ what: `volume ${name}`, run: () => runEngine(this.engine, ['volume', 'rm', '--force', name], { allowFailure: true }) });
  }

  async removeAll(): Promise<void> {
    while (this.undo.length > 0) await this.undo.pop()?.run();
    Resources.open.delete(this);
  }
}

export async function containerState(engine: Engine, name: string) {
  return parseContainerState((await runEngine(engine, ['inspect', '--type', 'container', name])).stdout);
}

/** `exec` in a running container: its exit status and output. */
export const execIn = (engine: Engine, name: string, argv: readonly string[]) => runEngine(engine, ['exec', name, ...argv], { allowFailure: true });

/**
 * Runs the healthcheck's command in the container until it exits 0 (every second, not at the
 * check's own interval, so the test does not wait longer than it must). The ms it took, or
 * undefined once the compose file's own allowance (start period plus retries × interval, and a
 * minute) is spent, or the container stopped.
 */
export async function waitHealthy(engine: Engine, name: string, healthcheck: Healthcheck): Promise<number | undefined> {
  const limitMs = healthcheck.startPeriodMs + healthcheck.retries * healthcheck.intervalMs + 60_000;
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if ((await execIn(engine, name, healthcheck.command)).status === 0) return Date.now() - started;
    if (!(await containerState(engine, name)).running) return undefined;
    await sleep(1000);
  }
  return undefined;
}

/** Sends SIGTERM (`kill`) or stops (`stop`, which marks it stopped for its restart policy), and waits: the ms until it exited and its exit code. */
export async function stopTimed(engine: Engine, name: string, how: 'kill' | 'stop', graceSeconds: number): Promise<{ ms: number; exitCode: number; startedAt: number }> {
  const started = Date.now();
  if (how === 'kill') {
    await runEngine(engine, ['kill', '--signal', 'TERM', name]);
    await runEngine(engine, ['wait', name], { allowFailure: true });
  } else {
    await runEngine(engine, ['stop', '--time', String(graceSeconds), name]);
  }
  const ms = Date.now() - started;
  return { ms, exitCode: (await containerState(engine, name)).exitCode, startedAt: started };
}

/** The last lines a container printed, for a failure's report. */
export async function logTail(engine: Engine, name: string, lines = 30): Promise<string> {
  const result = await runEngine(engine, ['logs', '--tail', String(lines), name], { allowFailure: true });
  return `${result.stdout}${result.stderr}`.trim();
}
