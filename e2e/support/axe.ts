// The accessibility checks the specs run: axe's serious and critical violations (every spec), and
// every violation of any impact (the axe matrix: e2e/axe-matrix.spec.ts, e2e/admin-axe.spec.ts), one line each.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const describeViolation = (violation: Violation) => `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`;

/** Each serious or critical axe violation on the page as `id: help (targets)`; [] when there is none. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

/**
 * With the page's scripts off (`javaScriptEnabled: false`) the browser runs no timer, and axe waits
 * on `setTimeout(…, 0)` between its rules: this makes such a timer a microtask for axe's run. The
 * longer ones axe sets are time limits (a frame's answer, a preload), which then never fire: the page
 * has no frame, and nothing to preload.
 */
function timersWithoutScripts(): void {
  const run = (callback: unknown, delay?: number, ...args: unknown[]) => {
    if (typeof callback === 'function' && !delay) void Promise.resolve().then(() => callback(...args));
    return 0;
  };
  Object.assign(window, { setTimeout: run, clearTimeout: () => undefined });
}

export interface AllViolationsOptions {
  /** The page's context has JavaScript off. */
  readonly scriptsOff?: boolean;
  /** Only these rules (axe's ids); every rule by default. */
  readonly rules?: readonly string[];
}

/**
 * Every axe violation on the page, whatever its impact (minor and moderate too), as `id (impact): help (targets)`;
 * [] when there is none. Run in axe's legacy mode, in the page itself: the site has no frames, and
 * the default mode opens a blank page for each run to merge frames' results (twice as slow).
 */
export async function allViolations(page: Page, { scriptsOff = false, rules }: AllViolationsOptions = {}): Promise<string[]> {
  if (scriptsOff) await page.evaluate(timersWithoutScripts);
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  const results = await (rules === undefined ? builder : builder.withRules([...rules])).analyze();
  return results.violations.map(describeViolation);
}
