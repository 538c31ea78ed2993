import { trashDaysLeft } from '@portfolio/contracts/history';
import { describe, expect, it } from 'vitest';
import { daysLeftText, formatTime } from './historyText';

describe('history texts', () => {
  it('writes times in UTC to the minute, whatever the reader\'s zone', () => {
    expect(formatTime('2026-11-23T21:59:30.000Z')).toBe('2026-11-23 21:59 UTC');
    expect(formatTime('not a time')).toBe('not a time');
  });

  it('counts the days a trashed item has left, rounded up, and says when it goes today', () => {
    const now = new Date('2026-03-10T12:00:00.000Z');
    expect(trashDaysLeft('2026-04-09T12:00:00.000Z', now)).toBe(30);
    expect(trashDaysLeft('2026-03-10T18:00:00.000Z', now)).toBe(1);
    expect(trashDaysLeft('2026-03-10T11:00:00.000Z', now)).toBe(0);
    expect([30, 1, 0].map(daysLeftText)).toEqual(['30 days left', '1 day left', 'expires today']);
  });
});
