import { describe, expect, it, vi } from 'vitest';
import { formatLocalDate } from './localDate';

describe('formatLocalDate', () => {
  it('formats an ISO date in the given locale, on the same calendar day', () => {
    expect(formatLocalDate('2026-02-15', 'en-US')).toBe('Feb 15, 2026');
    expect(formatLocalDate('2025-01-01', 'en-US')).toBe('Jan 1, 2025');
    expect(formatLocalDate('2025-12-31', 'en-GB')).toBe('31 Dec 2025');
  });

  it('returns anything that is not a real YYYY-MM-DD date unchanged', () => {
    expect(formatLocalDate('2026-02-30', 'en-US')).toBe('2026-02-30');
    expect(formatLocalDate('someday', 'en-US')).toBe('someday');
    expect(formatLocalDate('', 'en-US')).toBe('');
  });
});

/** A fresh copy of the module (no formatter built yet), under fake timers, with `Intl.DateTimeFormat` watched. */
async function freshDates() {
  vi.resetModules();
  vi.useFakeTimers();
  const build = vi.spyOn(Intl, 'DateTimeFormat');
  return { build, dates: await import('./localDate') };
}

describe('prepareLocalDates', () => {
  it('builds the visitor’s formatter in a task of its own, once, and only when asked', async () => {
    const { build, dates } = await freshDates();
    vi.runAllTimers();
    expect(build).not.toHaveBeenCalled();
    dates.prepareLocalDates();
    expect(build).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(build).toHaveBeenCalledTimes(1);
    expect(dates.formatLocalDate('2026-02-15')).toMatch(/2026/);
    expect(build).toHaveBeenCalledTimes(1);
  });
});

describe('adoptServerDates', () => {
  it('reads the dates of the server\'s page as written, building no formatter for them or for the warm-up', async () => {
    const { build, dates } = await freshDates();
    const page = document.createElement('div');
    page.innerHTML = '<p><time datetime="2026-02-15">15. Feb. 2026</time></p><time datetime="soon">soon</time>';
    dates.assumeLocale('de-DE');
    dates.adoptServerDates(page);
    dates.prepareLocalDates();
    vi.runAllTimers();
    expect(dates.formatLocalDate('2026-02-15')).toBe('15. Feb. 2026');
    expect(build).not.toHaveBeenCalled();

    // A date the page did not show, or another locale, is formatted; a later screen's warm-up runs.
    expect(dates.formatLocalDate('2026-02-15', 'en-US')).toBe('Feb 15, 2026');
    expect(dates.formatLocalDate('2025-12-31')).toBe('31. Dez. 2025');
    dates.forgetServerDates();
    dates.prepareLocalDates();
    vi.runAllTimers();
    expect(build).toHaveBeenCalledTimes(2);
    build.mockRestore();
    vi.useRealTimers();
  });
});
