// One figure of two builds, measured alternately: each side's range and median, and the change.
import { median } from './stats.ts';

export interface SideFigures {
  readonly min: number;
  readonly max: number;
  readonly median: number;
}

export interface AbSummary {
  readonly before: SideFigures;
  readonly after: SideFigures;
  /** (after's median − before's) ÷ before's: −0.5 is half. */
  readonly change: number;
  /** Whether after's worst run is at most half of before's median (issue 31's target, read strictly). */
  readonly worstWithinHalf: boolean;
}

const figures = (samples: readonly number[]): SideFigures => ({ min: Math.min(...samples), max: Math.max(...samples), median: median(samples) });

/** Both sides' figures; throws without a sample on either side. */
export function summariseAb(before: readonly number[], after: readonly number[]): AbSummary {
  if (before.length === 0 || after.length === 0) throw new Error('an A/B needs at least one run on each side');
  const a = figures(before);
  const b = figures(after);
  return { before: a, after: b, change: (b.median - a.median) / a.median, worstWithinHalf: b.max <= a.median / 2 };
}

const side = ({ min, max, median: mid }: SideFigures) => `${Math.round(min)}–${Math.round(max)} (${Math.round(mid)})`;

/** As the figures table in docs/performance.md writes it: `950–1165 (1081) → 495–608 (580) ms, −46 %`. */
export function formatAb(summary: AbSummary): string {
  const percent = Math.round(summary.change * 100);
  return `${side(summary.before)} → ${side(summary.after)} ms, ${percent > 0 ? '+' : percent < 0 ? '−' : ''}${Math.abs(percent)} %`;
}
