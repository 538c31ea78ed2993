/** Parsing what the engine and the container print, for the checks. */

/** The real and effective uid of a process, from its /proc/<pid>/status. */
export function uidsFromProcStatus(status: string): { real: number; effective: number } {
  const match = /^Uid:\s+(\d+)\s+(\d+)/m.exec(status);
  if (!match) throw new Error('no Uid line in /proc/<pid>/status');
  return { real: Number(match[1]), effective: Number(match[2]) };
}

export interface FileStat {
  /** Octal permission bits as `stat -c %a` prints them: "600". */
  readonly mode: string;
  readonly owner: string;
  readonly path: string;
}

/** Lines of `stat -c '%a %U %n' FILE…`. */
export function parseStat(output: string): FileStat[] {
  return output
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const match = /^([0-7]{3,4}) (\S+) (.+)$/.exec(line.trim());
      if (!match) throw new Error(`not a stat line: ${line}`);
      return { mode: match[1] ?? '', owner: match[2] ?? '', path: match[3] ?? '' };
    });
}

/** The image's size in bytes from `image inspect --format '{{.Size}}'`. */
export function parseImageSize(output: string): number {
  const size = Number(output.trim());
  if (!Number.isSafeInteger(size) || size <= 0) throw new Error(`not an image size: ${output.trim()}`);
  return size;
}

/** The state of a container from `inspect` (JSON, an array of one). */
export function parseContainerState(json: string): { running: boolean; exitCode: number; status: string } {
  const parsed: unknown = JSON.parse(json);
  const first = Array.isArray(parsed) ? (parsed[0] as { State?: { Running?: boolean; ExitCode?: number; Status?: string } } | undefined) : undefined;
  if (!first?.State) throw new Error('inspect printed no State');
  return { running: first.State.Running === true, exitCode: Number(first.State.ExitCode), status: String(first.State.Status ?? '') };
}

/** Bytes as MB with one decimal (10^6, as `podman images` and `docker images` count). */
export const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/** How a run of reads went: how many, how many failed (any status but 2xx, or no answer: a string saying why), by status. */
export function summarizeReads(statuses: readonly (number | string)[]): { total: number; failed: number; byStatus: Record<string, number> } {
  const byStatus: Record<string, number> = {};
  for (const status of statuses) byStatus[String(status)] = (byStatus[String(status)] ?? 0) + 1;
  const failed = statuses.filter((status) => typeof status === 'string' || status < 200 || status > 299).length;
  return { total: statuses.length, failed, byStatus };
}
