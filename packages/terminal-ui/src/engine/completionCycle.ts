/**
 * Tab again after a Tab listed several matches: the matches take turns in the input, in the listed
 * order, then the line as typed comes back and the round starts again (bash's `menu-complete`).
 * Each match shows as its completion would (`clear `, `cd projects/`, `cat readme.txt`).
 * The cycle holds while the input is what it put there; any other input ends it.
 */
export interface CompletionCycle {
  /** The line as typed when the matches were listed. */
  readonly typed: string;
  /** What each listed match completes the line to, in the listed order. */
  readonly choices: readonly string[];
  /** The choice in the input, or -1 for the line as typed. */
  readonly index: number;
}

/** A cycle over `choices`, starting on the line as typed; null when there is nothing to cycle. */
export function startCompletionCycle(typed: string, choices: readonly string[]): CompletionCycle | null {
  return choices.length < 2 ? null : { typed, choices, index: -1 };
}

/** What the input reads at this point of the cycle. */
export function cycleShows(cycle: CompletionCycle): string {
  return cycle.choices[cycle.index] ?? cycle.typed;
}

export function advanceCompletionCycle(cycle: CompletionCycle): CompletionCycle {
  const next = cycle.index + 1;
  return { ...cycle, index: next < cycle.choices.length ? next : -1 };
}

/** The cycle, if the input is still what it put there: only then does Tab go on cycling. */
export function continuesCycle(cycle: CompletionCycle | null, input: string): cycle is CompletionCycle {
  return cycle !== null && cycleShows(cycle) === input;
}
