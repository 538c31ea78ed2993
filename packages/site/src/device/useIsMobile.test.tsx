import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOBILE_MAX_WIDTH } from './isMobileDevice';
import { useIsMobile } from './useIsMobile';

const desktopUa = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

/** A `matchMedia` answering `narrow` for the phone layout's query, and what it was asked. */
function stubMatchMedia(narrow: boolean): string[] {
  const asked: string[] = [];
  vi.stubGlobal('matchMedia', (query: string) => {
    asked.push(query);
    return { matches: narrow, media: query } as MediaQueryList;
  });
  return asked;
}

describe('useIsMobile', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks a media query, never innerWidth, which would lay the page out after each commit', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(desktopUa);
    const innerWidth = vi.spyOn(window, 'innerWidth', 'get');
    const asked = stubMatchMedia(true);
    const { result, rerender } = renderHook(() => useIsMobile());
    rerender();
    expect(result.current).toBe(true);
    expect(asked.length).toBeGreaterThan(0);
    expect(new Set(asked)).toEqual(new Set([`(max-width: ${MOBILE_MAX_WIDTH}px)`]));
    expect(innerWidth).not.toHaveBeenCalled();
  });

  it('gives a wide desktop the terminal, by the same query', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(desktopUa);
    stubMatchMedia(false);
    expect(renderHook(() => useIsMobile()).result.current).toBe(false);
  });

  it('reads the width where there is no matchMedia', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(desktopUa);
    vi.stubGlobal('matchMedia', undefined);
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(MOBILE_MAX_WIDTH);
    expect(renderHook(() => useIsMobile()).result.current).toBe(true);
  });
});
