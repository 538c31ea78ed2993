import type { Page } from '@playwright/test';

/** Sums every layout shift the page reports from its very first paint; read it with `layoutShift`. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const store = window as unknown as { layoutShift: number };
    store.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) store.layoutShift += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift summed since `recordLayoutShifts`. */
export const layoutShift = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
