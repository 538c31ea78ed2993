// The accessibility check every spec runs: axe's serious and critical violations, one line each.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Each serious or critical axe violation on the page as `id: help (targets)`; [] when there is none. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}
