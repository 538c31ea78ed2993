import { describe, expect, it } from 'vitest';
import { healthResponseSchema, readyResponseSchema } from './health';
import { errorResponseSchema } from './errors';

describe('healthResponseSchema', () => {
  it('accepts a healthy answer', () => {
    const answer = { status: 'ok', database: 'up', dialect: 'sqlite', uptimeSeconds: 3, time: '2026-01-01T00:00:00.000Z' };
    expect(healthResponseSchema.parse(answer)).toEqual(answer);
  });

  it('rejects an unknown database state', () => {
    const answer = { status: 'ok', database: 'maybe', dialect: 'sqlite', uptimeSeconds: 3, time: 'now' };
    expect(healthResponseSchema.safeParse(answer).success).toBe(false);
  });
});

describe('readyResponseSchema', () => {
  it('accepts a ready answer and one that says what is wrong', () => {
    const ready = { status: 'ready', database: 'up', migrations: 'current', shuttingDown: false, problems: [] };
    expect(readyResponseSchema.parse(ready)).toEqual(ready);
    const down = { status: 'unavailable', database: 'down', migrations: 'unknown', shuttingDown: false, problems: ['The database does not answer.'] };
    expect(readyResponseSchema.parse(down)).toEqual(down);
  });

  it('rejects an unknown migrations state', () => {
    expect(readyResponseSchema.safeParse({ status: 'ready', database: 'up', migrations: 'maybe', shuttingDown: false, problems: [] }).success).toBe(false);
  });
});

describe('errorResponseSchema', () => {
  it('needs a non-empty message', () => {
    expect(errorResponseSchema.safeParse({ error: '' }).success).toBe(false);
    expect(errorResponseSchema.parse({ error: 'Not found' })).toEqual({ error: 'Not found' });
  });
});
