import { readFileSync } from 'node:fs';

export interface Memory {
  /** Resident set size now, bytes. */
  readonly rss: number;
  /** Peak resident set size since start, bytes. */
  readonly peakRss: number;
}

/** VmRSS and VmHWM from /proc/<pid>/status (Linux); undefined elsewhere or once the process is gone. */
export function memoryOf(pid: number): Memory | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN) * 1024;
    return { rss: kb('VmRSS'), peakRss: kb('VmHWM') };
  } catch {
    return undefined;
  }
}
