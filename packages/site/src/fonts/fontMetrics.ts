/**
 * The numbers behind fonts.css's fallback faces: a local monospace scaled so that its characters
 * are exactly as wide as JetBrains Mono's, with JetBrains Mono's ascent, descent and line gap, so
 * a line set in it takes the same room before and after the web font swaps in.
 */

/** A font's vertical metrics and advance, in font units. */
export interface FontMetrics {
  readonly unitsPerEm: number;
  /** Every character's width (a monospace font). */
  readonly advance: number;
  readonly ascent: number;
  /** Below the baseline, positive. */
  readonly descent: number;
  readonly lineGap: number;
}

/** JetBrains Mono 2.304 as @fontsource ships it (`head`, `hhea` and `hmtx` of the Latin woff2; both weights alike). */
export const JETBRAINS_MONO: FontMetrics = { unitsPerEm: 1000, advance: 600, ascent: 1020, descent: 300, lineGap: 0 };

/** Local monospaces, by their advance in em: Courier New and its metric twins (Liberation Mono, Cousine)… */
export const COURIER_NEW_ADVANCE_EM = 1229 / 2048;
/** …and Menlo with DejaVu Sans Mono, which it is drawn from. */
export const MENLO_ADVANCE_EM = 1233 / 2048;

export interface FallbackOverrides {
  readonly sizeAdjust: string;
  readonly ascentOverride: string;
  readonly descentOverride: string;
  readonly lineGapOverride: string;
}

const percent = (ratio: number) => `${(ratio * 100).toFixed(2)}%`;

/**
 * The @font-face descriptors that make a local font of advance `advanceEm` take `target`'s room.
 * `size-adjust` scales the metric overrides too, so they are divided by it.
 */
export function fallbackOverrides(target: FontMetrics, advanceEm: number): FallbackOverrides {
  const scale = target.advance / target.unitsPerEm / advanceEm;
  return {
    sizeAdjust: percent(scale),
    ascentOverride: percent(target.ascent / target.unitsPerEm / scale),
    descentOverride: percent(target.descent / target.unitsPerEm / scale),
    lineGapOverride: percent(target.lineGap / target.unitsPerEm / scale),
  };
}
