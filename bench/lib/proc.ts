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

/** Clock ticks per second of /proc/<pid>/stat's times: 100 on every Linux the bench runs on (`getconf CLK_TCK`). */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * CPU time the process has used so far, user and system, all its threads, in ms (10 ms steps),
 * from /proc/<pid>/stat (Linux); NaN elsewhere. Unlike a wall-clock time, it does not grow while the
 * process waits for a CPU that other work holds.
 */
export function cpuTimeMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may contain spaces: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}
