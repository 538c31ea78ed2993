import { describe, expect, it } from 'vitest';
import { httpUrlSchema, imageUrlSchema, isoDateSchema, slugSchema, textSchema } from './primitives';

const ok = (schema: { safeParse(value: unknown): { success: boolean } }, value: unknown) => schema.safeParse(value).success;

describe('isoDateSchema', () => {
  it.each(['2026-01-31', '2024-02-29', '2000-02-29', '1999-12-31'])('accepts %s', (value) => {
    expect(ok(isoDateSchema, value)).toBe(true);
  });
  it.each(['2026-02-30', '2023-02-29', '1900-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '2026-1-1', '26-01-01', '2026-01-01T00:00:00Z', ' 2026-01-01', '', 20260101, null])(
    'refuses %s',
    (value) => {
      expect(ok(isoDateSchema, value)).toBe(false);
    },
  );
  it('says what is wrong', () => {
    expect(isoDateSchema.safeParse('2026-02-30').error?.issues[0]?.message).toBe('must be a real date in YYYY-MM-DD form');
    expect(isoDateSchema.safeParse(undefined).error?.issues[0]?.message).toBe('is required');
  });
});

describe('httpUrlSchema', () => {
  it.each(['https://example.com', 'http://localhost:3000/x?y=1#z', 'HTTPS://EXAMPLE.COM/a'])('accepts %s', (value) => {
    expect(ok(httpUrlSchema, value)).toBe(true);
  });
  it.each(['javascript:alert(1)', 'data:text/html,x', 'ftp://example.com', '/local/path', 'https://', 'https://exa mple.com', 'example.com', '', `https://e.com/${'a'.repeat(2048)}`])(
    'refuses %s',
    (value) => {
      expect(ok(httpUrlSchema, value)).toBe(false);
    },
  );
});

describe('imageUrlSchema', () => {
  it.each(['/demo/project.svg', '/uploads/a%20b.png', 'https://cdn.example.com/x.jpg'])('accepts %s', (value) => {
    expect(ok(imageUrlSchema, value)).toBe(true);
  });
  it.each(['//evil.example.com/x.png', 'javascript:alert(1)', 'images/x.png', '/a b.png', '/a\\b.png', '', 'data:image/png;base64,AAAA'])(
    'refuses %s',
    (value) => {
      expect(ok(imageUrlSchema, value)).toBe(false);
    },
  );
});

describe('slugSchema', () => {
  it.each(['hello', 'hello-world-2', 'a1'])('accepts %s', (value) => {
    expect(ok(slugSchema, value)).toBe(true);
  });
  it.each(['Hello', 'hello world', '../etc', '..%2F..', '-a', 'a-', 'a--b', 'é', '', 'a'.repeat(81)])('refuses %s', (value) => {
    expect(ok(slugSchema, value)).toBe(false);
  });
});

describe('textSchema', () => {
  it('trims, requires and limits', () => {
    const schema = textSchema(5);
    expect(schema.parse('  abc ')).toBe('abc');
    expect(schema.safeParse('   ').error?.issues[0]?.message).toBe('is required');
    expect(schema.safeParse('abcdef').error?.issues[0]?.message).toBe('must be at most 5 characters');
    expect(schema.safeParse(3).error?.issues[0]?.message).toBe('must be text');
  });
});
