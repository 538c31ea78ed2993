import { describe, expect, it } from 'vitest';
import { historyParamsSchema, historyRestoreRequestSchema, trashDaysLeft, trashIdParamSchema } from './history';

describe('history contracts', () => {
  it('takes a kind and a slug (or `site`) as path parameters', () => {
    expect(historyParamsSchema.parse({ kind: 'post', key: 'hello-world' })).toEqual({ kind: 'post', key: 'hello-world' });
    expect(historyParamsSchema.parse({ kind: 'config', key: 'site' })).toEqual({ kind: 'config', key: 'site' });
    expect(historyParamsSchema.safeParse({ kind: 'page', key: 'x' }).success).toBe(false);
    expect(historyParamsSchema.safeParse({ kind: 'post', key: '../etc' }).success).toBe(false);
  });

  it('restores by a positive whole revision id, and nothing else', () => {
    expect(historyRestoreRequestSchema.parse({ revisionId: 3 })).toEqual({ revisionId: 3 });
    for (const body of [{ revisionId: 0 }, { revisionId: 1.5 }, { revisionId: '3' }, {}, { revisionId: 3, more: 1 }]) {
      expect(historyRestoreRequestSchema.safeParse(body).success).toBe(false);
    }
  });

  it('reads a trash id from digits only', () => {
    expect(trashIdParamSchema.parse({ id: '42' })).toEqual({ id: 42 });
    for (const id of ['0', '-1', '1e3', 'abc', '01', '']) expect(trashIdParamSchema.safeParse({ id }).success).toBe(false);
  });

  it('counts days left rounded up, 0 once expired or unreadable', () => {
    const now = new Date('2026-01-01T00:00:00.000Z');
    expect(trashDaysLeft('2026-01-31T00:00:00.000Z', now)).toBe(30);
    expect(trashDaysLeft('2026-01-01T00:00:01.000Z', now)).toBe(1);
    expect(trashDaysLeft('2025-12-31T00:00:00.000Z', now)).toBe(0);
    expect(trashDaysLeft('soon', now)).toBe(0);
  });
});
