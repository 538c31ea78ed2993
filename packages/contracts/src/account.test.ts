import { describe, expect, it } from 'vitest';
import {
  NEW_PASSWORD_TOO_LONG_MESSAGE,
  NEW_PASSWORD_TOO_SHORT_MESSAGE,
  passwordChangeRequestSchema,
  utf8ByteLength,
} from './account';

const firstIssue = (input: unknown) => {
  const issue = passwordChangeRequestSchema.safeParse(input).error?.issues[0];
  return issue && `${issue.path.join('.')}: ${issue.message}`;
};

describe('passwordChangeRequestSchema', () => {
  it('accepts the current password and a new one of 8 to 72 bytes, nothing else', () => {
    expect(passwordChangeRequestSchema.parse({ current: 'x', next: '12345678' })).toEqual({ current: 'x', next: '12345678' });
    expect(passwordChangeRequestSchema.safeParse({ current: 'x', next: 'a'.repeat(72) }).success).toBe(true);
    expect(firstIssue({ current: 'x', next: '12345678', confirm: '12345678' })).toBe(': Unrecognized key: "confirm"');
  });

  it('counts the new password in UTF-8 bytes, not characters', () => {
    // 4 characters, 8 bytes: long enough; 7 bytes of ASCII: too short.
    expect(utf8ByteLength('éééé')).toBe(8);
    expect(passwordChangeRequestSchema.safeParse({ current: 'x', next: 'éééé' }).success).toBe(true);
    expect(firstIssue({ current: 'x', next: '1234567' })).toBe(`next: ${NEW_PASSWORD_TOO_SHORT_MESSAGE}`);
    // 19 emoji are 19 (or 38 UTF-16) characters but 76 bytes.
    expect(firstIssue({ current: 'x', next: '🔑'.repeat(19) })).toBe(`next: ${NEW_PASSWORD_TOO_LONG_MESSAGE}`);
    expect(firstIssue({ current: 'x', next: 'a'.repeat(73) })).toBe(`next: ${NEW_PASSWORD_TOO_LONG_MESSAGE}`);
  });

  it('names a missing or mistyped field', () => {
    expect(firstIssue({ next: '12345678' })).toBe('current: is required');
    expect(firstIssue({ current: 'x', next: '' })).toBe('next: is required');
    expect(firstIssue({ current: 'x', next: 12345678 })).toBe('next: must be text');
  });
});
