import { describe, expect, it } from 'vitest';
import { quickviewBackTarget } from './quickviewBack';

describe('quickviewBackTarget', () => {
  it('goes home only from home', () => {
    expect(quickviewBackTarget('home')).toBe('/');
    expect(quickviewBackTarget('about')).toBe('/about');
    expect(quickviewBackTarget(null)).toBe('/about');
    expect(quickviewBackTarget('HOME')).toBe('/about');
    expect(quickviewBackTarget('https://evil.example')).toBe('/about');
  });
});
