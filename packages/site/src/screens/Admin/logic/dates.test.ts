import { describe, expect, it } from 'vitest';
import { splitDates } from './dates';

describe('splitDates', () => {
  it('gives a day, or a history time, as one piece with its machine-readable form', () => {
    expect(splitDates('2026-02-20')).toEqual([{ text: '2026-02-20', dateTime: '2026-02-20' }]);
    expect(splitDates('deleted 2026-02-20 07:06 UTC')).toEqual([{ text: 'deleted ' }, { text: '2026-02-20 07:06 UTC', dateTime: '2026-02-20T07:06Z' }]);
    expect(splitDates('2026-02-20 07:06 UTC · Note · 343 characters')).toEqual([
      { text: '2026-02-20 07:06 UTC', dateTime: '2026-02-20T07:06Z' },
      { text: ' · Note · 343 characters' },
    ]);
  });

  it('leaves a text without a date whole', () => {
    expect(splitDates('a-short-note')).toEqual([{ text: 'a-short-note' }]);
    expect(splitDates('')).toEqual([{ text: '' }]);
  });
});
