import { diffLines } from 'diff';

/** One line of a version compared with the current text. */
export interface DiffLine {
  /** `same` in both; `added` only in the version (a restore brings it back); `removed` only in the current text (a restore drops it). */
  readonly kind: 'same' | 'added' | 'removed';
  readonly text: string;
}

/** Unchanged lines left out between two changes, far from both. */
export interface SkippedLines {
  readonly kind: 'skipped';
  readonly count: number;
}

export type DiffRow = DiffLine | SkippedLines;

export interface VersionDiff {
  readonly rows: readonly DiffRow[];
  readonly added: number;
  readonly removed: number;
}

/** Unchanged lines kept either side of a change. */
export const DIFF_CONTEXT = 3;

const linesOf = (value: string): string[] => {
  const lines = value.split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
};

/** Keeps `context` unchanged lines next to each change; a longer stretch of them becomes one `skipped` row. */
function folded(lines: readonly DiffLine[], context: number): DiffRow[] {
  const rows: DiffRow[] = [];
  let start = 0;
  while (start < lines.length) {
    if (lines[start]?.kind !== 'same') {
      rows.push(lines[start] as DiffLine);
      start += 1;
      continue;
    }
    let end = start;
    while (end < lines.length && lines[end]?.kind === 'same') end += 1;
    const keepBefore = start === 0 ? 0 : context;
    const keepAfter = end === lines.length ? 0 : context;
    const run = lines.slice(start, end);
    if (run.length > keepBefore + keepAfter + 1) {
      rows.push(...run.slice(0, keepBefore), { kind: 'skipped', count: run.length - keepBefore - keepAfter }, ...run.slice(run.length - keepAfter));
    } else {
      rows.push(...run);
    }
    start = end;
  }
  return rows;
}

/**
 * A kept version compared line by line with the current text (jsdiff's `diffLines`): what a
 * restore would add and drop, with `context` unchanged lines around each change and the rest
 * folded. Identical texts give every line as `same`, none folded.
 */
export function diffVersion(current: string, version: string, context = DIFF_CONTEXT): VersionDiff {
  // Both given a closing newline: without it `b` and `b\nc` differ in their last line as jsdiff splits them.
  const changes = diffLines(`${current}\n`, `${version}\n`);
  const lines: DiffLine[] = changes.flatMap((change) => {
    const kind = change.added ? 'added' : change.removed ? 'removed' : 'same';
    return linesOf(change.value).map((text) => ({ kind, text }));
  });
  const added = lines.filter((line) => line.kind === 'added').length;
  const removed = lines.filter((line) => line.kind === 'removed').length;
  return { rows: added + removed === 0 ? lines : folded(lines, context), added, removed };
}
