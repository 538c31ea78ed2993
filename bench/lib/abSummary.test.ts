import { describe, expect, it } from 'vitest';
import { formatAb, summariseAb } from './abSummary.ts';

describe('abSummary', () => {
  it("reads each side's range and median and the change between the medians", () => {
    const summary = summariseAb([950, 1165, 1081, 1010, 1100], [495, 608, 580, 560, 590]);
    expect(summary.before).toEqual({ min: 950, max: 1165, median: 1081 });
    expect(summary.after).toEqual({ min: 495, max: 608, median: 580 });
    expect(summary.change).toBeCloseTo(-0.4635, 3);
    expect(summary.worstWithinHalf).toBe(false);
    expect(formatAb(summary)).toBe('950–1165 (1081) → 495–608 (580) ms, −46 %');
  });

  it('holds the half only when the worst run after is within half of the median before', () => {
    expect(summariseAb([400, 500, 600], [200, 250]).worstWithinHalf).toBe(true);
    expect(summariseAb([400, 500, 600], [200, 251]).worstWithinHalf).toBe(false);
    expect(formatAb(summariseAb([100], [120]))).toBe('100–100 (100) → 120–120 (120) ms, +20 %');
  });

  it('refuses a side without runs', () => {
    expect(() => summariseAb([], [1])).toThrow('at least one run on each side');
  });
});
