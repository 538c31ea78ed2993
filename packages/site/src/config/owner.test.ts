import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG } from './defaults';
import { FALLBACK_OWNER_NAME, ownerName } from './owner';

describe('ownerName', () => {
  it('is the quick overview title the owner set', () => {
    expect(ownerName({ ...DEFAULT_SITE_CONFIG, quickviewTitle: '  Riley Chen ' })).toBe('Riley Chen');
  });

  it('falls back when the title is unset or the built-in one', () => {
    expect(ownerName(DEFAULT_SITE_CONFIG)).toBe(FALLBACK_OWNER_NAME);
    expect(ownerName({ ...DEFAULT_SITE_CONFIG, quickviewTitle: ' ' })).toBe(FALLBACK_OWNER_NAME);
  });
});
