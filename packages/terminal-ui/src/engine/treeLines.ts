import { print, text } from './output';
import type { Effect, OutputSegment } from './types';

/**
 * The `ls` tree, written once for every screen's commands and the no-script listings:
 * `├── ` before every entry but the last, which gets `└── `.
 */
export function treeBranch(index: number, count: number): string {
  return index === count - 1 ? '└── ' : '├── ';
}

/** One printed line per entry: its branch (muted), then the segments `segments` gives that entry. */
export function treeLines<T>(entries: readonly T[], segments: (entry: T) => readonly OutputSegment[]): Effect[] {
  return entries.map((entry, index) => print(text(treeBranch(index, entries.length), 'muted'), ...segments(entry)));
}
