import { describe, expect, it } from 'vitest';
import { loginRequestSchema, loginResponseSchema } from './auth';
import { uploadResponseSchema } from './upload';

describe('loginRequestSchema', () => {
  it('accepts a password and nothing else', () => {
    expect(loginRequestSchema.parse({ password: 'secret' })).toEqual({ password: 'secret' });
    expect(loginRequestSchema.safeParse({ password: 'secret', remember: true }).success).toBe(false);
  });

  it('says a missing or empty password is required', () => {
    for (const input of [{}, { password: '' }]) {
      const result = loginRequestSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('is required');
    }
    expect(loginRequestSchema.safeParse({ password: 12345678 }).error?.issues[0]?.message).toBe('must be text');
  });
});

describe('answers', () => {
  it('parse a login token and an upload url', () => {
    expect(loginResponseSchema.parse({ token: 'a.b.c' })).toEqual({ token: 'a.b.c' });
    expect(uploadResponseSchema.safeParse({ url: '/uploads/abc.pdf' }).success).toBe(true);
    expect(uploadResponseSchema.safeParse({ url: 'https://evil.example/x.pdf' }).success).toBe(false);
  });
});
