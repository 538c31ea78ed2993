import { describe, expect, it } from 'vitest';
import { writingAdminRequestSchema, writingListQuerySchema } from './writing';

describe('writingListQuerySchema', () => {
  it('defaults to the first ten', () => {
    expect(writingListQuerySchema.parse({})).toEqual({ limit: 10, offset: 0 });
    expect(writingListQuerySchema.parse({ limit: '100', offset: '5' })).toEqual({ limit: 100, offset: 5 });
  });
  it.each([{ limit: '0' }, { limit: '101' }, { limit: '1.5' }, { limit: '-1' }, { limit: 'ten' }, { limit: '' }, { offset: '-1' }, { offset: ['1', '2'] }])(
    'refuses %j',
    (query) => {
      expect(writingListQuerySchema.safeParse(query).success).toBe(false);
    },
  );
});

describe('writingAdminRequestSchema', () => {
  it('defaults kind to essay and content to empty', () => {
    expect(writingAdminRequestSchema.parse({ action: 'add', title: 'Hi', date: '2026-03-01' })).toEqual({
      action: 'add',
      title: 'Hi',
      date: '2026-03-01',
      kind: 'essay',
      content: '',
      draft: false,
    });
    expect(writingAdminRequestSchema.parse({ action: 'add', title: 'Hi', date: '2026-03-01', kind: '  ' })).toMatchObject({ kind: 'essay' });
  });
  it('takes draft as a boolean on add and edit, left out on edit when not given', () => {
    expect(writingAdminRequestSchema.parse({ action: 'add', title: 'Hi', date: '2026-03-01', draft: true })).toMatchObject({ draft: true });
    expect(writingAdminRequestSchema.parse({ action: 'edit', slug: 'a', update: { draft: false } })).toEqual({ action: 'edit', slug: 'a', update: { draft: false } });
    expect(writingAdminRequestSchema.parse({ action: 'edit', slug: 'a', update: { title: 'T' } })).toEqual({ action: 'edit', slug: 'a', update: { title: 'T' } });
    const refused = writingAdminRequestSchema.safeParse({ action: 'edit', slug: 'a', update: { draft: 1 } });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['update.draft', 'must be true or false']]);
  });
  it('refuses a malformed slug and unknown fields', () => {
    expect(writingAdminRequestSchema.safeParse({ action: 'remove', slug: '../../etc/passwd' }).success).toBe(false);
    expect(writingAdminRequestSchema.safeParse({ action: 'edit', slug: 'a', update: { slug: 'b' } }).success).toBe(false);
  });
});
