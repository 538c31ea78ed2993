import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COURIER_NEW_ADVANCE_EM, fallbackOverrides, JETBRAINS_MONO, MENLO_ADVANCE_EM } from './fontMetrics';

const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'fonts.css'), 'utf8');

/** The @font-face blocks of `family`, as text. */
const facesOf = (family: string) => css.split('@font-face').filter((block) => block.includes(`font-family: '${family}';`));

describe('fallbackOverrides', () => {
  it('scales a local font to JetBrains Mono’s advance, with its vertical metrics under that scale', () => {
    expect(fallbackOverrides(JETBRAINS_MONO, COURIER_NEW_ADVANCE_EM)).toEqual({
      sizeAdjust: '99.98%',
      ascentOverride: '102.02%',
      descentOverride: '30.00%',
      lineGapOverride: '0.00%',
    });
    expect(fallbackOverrides(JETBRAINS_MONO, 0.6)).toEqual({ sizeAdjust: '100.00%', ascentOverride: '102.00%', descentOverride: '30.00%', lineGapOverride: '0.00%' });
  });
});

describe('fonts.css', () => {
  it.each([
    ['JetBrains Mono Fallback', COURIER_NEW_ADVANCE_EM],
    ['JetBrains Mono Fallback Menlo', MENLO_ADVANCE_EM],
  ])('%s: a regular and a bold face, each with the overrides for its advance', (family, advance) => {
    const faces = facesOf(family);
    expect(faces.map((face) => /font-weight: (\d+);/.exec(face)?.[1])).toEqual(['400', '700']);
    const overrides = fallbackOverrides(JETBRAINS_MONO, advance);
    for (const face of faces) {
      expect(face).toContain(`size-adjust: ${overrides.sizeAdjust};`);
      expect(face).toContain(`ascent-override: ${overrides.ascentOverride};`);
      expect(face).toContain(`descent-override: ${overrides.descentOverride};`);
      expect(face).toContain(`line-gap-override: ${overrides.lineGapOverride};`);
      expect(face).toMatch(/src: local\('[^']+'\)/);
    }
  });

  it('loads no file itself: the web font comes after the first paint (webFont.ts)', () => {
    expect(css).not.toMatch(/url\(/);
  });
});
