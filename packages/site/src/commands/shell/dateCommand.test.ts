import { runLine } from '@portfolio/terminal-ui/engine/commandTable';
import { describe, expect, it } from 'vitest';
import { effectText } from '../../testing/effectText';
import { createDateCommand, formatShellDate } from './dateCommand';
import { absolutePath } from './pwdCommand';

describe('formatShellDate', () => {
  it("prints date's default format: weekday, month, day, 24-hour time, zone, year", () => {
    expect(formatShellDate(new Date('2026-11-24T13:03:12Z'), 'Europe/Paris')).toBe('Tue Nov 24 14:03:12 CET 2026');
    expect(formatShellDate(new Date('2026-07-24T13:03:12Z'), 'Europe/Paris')).toBe('Fri Jul 24 15:03:12 CEST 2026');
  });

  it('pads a one-digit day with a space, as %e does, and writes midnight as 00', () => {
    expect(formatShellDate(new Date('2026-03-03T05:04:05Z'), 'America/New_York')).toBe('Tue Mar  3 00:04:05 EST 2026');
    expect(formatShellDate(new Date('2026-01-01T00:00:00Z'), 'UTC')).toBe('Thu Jan  1 00:00:00 UTC 2026');
  });

  it('names the zone in English where one has a name, else writes its offset', () => {
    expect(formatShellDate(new Date('2026-01-10T12:00:00Z'), 'Europe/London')).toBe('Sat Jan 10 12:00:00 GMT 2026');
    expect(formatShellDate(new Date('2026-01-10T12:00:00Z'), 'Asia/Kolkata')).toMatch(/^Sat Jan 10 17:30:00 (IST|GMT\+5:30) 2026$/);
  });
});

describe('date', () => {
  it('reads the clock when it runs', async () => {
    let now = new Date('2026-11-24T13:03:12Z');
    const table = [createDateCommand({ now: () => now, timeZone: 'UTC' })];
    expect(effectText(await runLine(table, 'date', { theme: 'dark' }))).toEqual(['Tue Nov 24 13:03:12 UTC 2026']);
    now = new Date('2026-11-24T13:03:13Z');
    expect(effectText(await runLine(table, 'date', { theme: 'dark' }))).toEqual(['Tue Nov 24 13:03:13 UTC 2026']);
  });
});

describe('absolutePath', () => {
  it("expands the prompt's ~ to the home of its user", () => {
    expect(absolutePath('~')).toBe('/home/portfolio');
    expect(absolutePath('~/art/music')).toBe('/home/portfolio/art/music');
    expect(absolutePath('/etc')).toBe('/etc');
  });
});
