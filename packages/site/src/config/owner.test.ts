import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG } from './defaults';
import { FALLBACK_OWNER_NAME, ownerName } from './owner';

describe('ownerName', () => {
  it('is the owner name the owner set, before the quick overview title', () => {
    expect(ownerName({ ...DEFAULT_SITE_CONFIG, ownerName: ' Riley Chen ', quickviewTitle: 'Alex Doe' })).toBe('Riley Chen');
  });

  it('is the quick overview title the owner set while the name is unset', () => {
    expect(ownerName({ ...DEFAULT_SITE_CONFIG, quickviewTitle: '  Riley Chen ' })).toBe('Riley Chen');
  });

  it('falls back when name and title are unset or the title is the built-in one', () => {
    expect(ownerName(DEFAULT_SITE_CONFIG)).toBe(FALLBACK_OWNER_NAME);
    expect(ownerName({ ...DEFAULT_SITE_CONFIG, ownerName: ' ', quickviewTitle: ' ' })).toBe(FALLBACK_OWNER_NAME);
  });
});
