import { execFileSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';

export interface Machine {
  readonly node: string;
  readonly cpus: number;
  readonly cpuModel: string;
  readonly memoryGB: number;
  readonly chromium: string | undefined;
  /** 1-minute load average when the bench started; above the CPU count means a busy machine and noisy figures. */
  readonly loadAtStart: number;
}

function chromiumVersion(path: string | undefined): string | undefined {
  if (!path) return undefined;
  try {
    return /[\d.]+/.exec(execFileSync(path, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 10_000 }))?.[0];
  } catch {
    return undefined;
  }
}

export function describeMachine(chromePath: string | undefined): Machine {
  const cores = cpus();
  return {
    node: process.version,
    cpus: cores.length,
    cpuModel: cores[0]?.model.trim() ?? 'unknown',
    memoryGB: Math.round(totalmem() / 1e9),
    chromium: chromiumVersion(chromePath),
    loadAtStart: loadavg()[0] ?? Number.NaN,
  };
}
