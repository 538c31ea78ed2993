import { describe, expect, it, vi } from 'vitest';
import { CLICK_TO_OPEN, openInNewTab } from './openInNewTab';

describe('openInNewTab', () => {
  it('opens the link while the visitor\'s click or key still lets the browser open a tab', () => {
    const open = vi.fn();
    expect(openInNewTab('https://github.com/', { isActive: true }, open)).toBeNull();
    expect(open).toHaveBeenCalledExactlyOnceWith('https://github.com/');
  });

  it('opens it too where the browser does not say (no User Activation API)', () => {
    const open = vi.fn();
    expect(openInNewTab('mailto:owner@example.com', undefined, open)).toBeNull();
    expect(open).toHaveBeenCalledExactlyOnceWith('mailto:owner@example.com');
  });

  it('once that moment has passed, opens nothing and returns the link to print, to be clicked', () => {
    const open = vi.fn();
    expect(openInNewTab('https://github.com/', { isActive: false }, open)).toEqual({
      kind: 'output',
      segments: [
        { kind: 'text', text: CLICK_TO_OPEN, tone: 'muted' },
        { kind: 'link', text: 'https://github.com/', href: 'https://github.com/', external: true },
      ],
    });
    expect(open).not.toHaveBeenCalled();
  });
});
