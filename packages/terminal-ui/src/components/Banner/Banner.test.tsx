import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Banner, BANNER_INTERVAL_MS } from './Banner';

const WORDS = ['Alex', 'designer', 'engineer', 'programmer'];
const word = () => screen.getByTestId('banner-word').textContent;

function mockReducedMotion(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce') && matches,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('Banner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('rotates through the words every 4 s and wraps around', () => {
    render(<Banner words={WORDS} />);
    expect(BANNER_INTERVAL_MS).toBe(4000);
    expect(word()).toBe('Alex');
    act(() => vi.advanceTimersByTime(3999));
    expect(word()).toBe('Alex');
    act(() => vi.advanceTimersByTime(1));
    expect(word()).toBe('designer');
    act(() => vi.advanceTimersByTime(3 * 4000));
    expect(word()).toBe('Alex');
  });

  it('does not rotate when the system asks for reduced motion', () => {
    mockReducedMotion(true);
    render(<Banner words={WORDS} />);
    expect(word()).toBe('Alex / designer / engineer / programmer');
    act(() => vi.advanceTimersByTime(8000));
    expect(word()).toBe('Alex / designer / engineer / programmer');
  });

  it('rotates when the system does not ask for reduced motion', () => {
    mockReducedMotion(false);
    render(<Banner words={WORDS} />);
    act(() => vi.advanceTimersByTime(4000));
    expect(word()).toBe('designer');
  });

  it('gives screen readers the lead and the whole list once', () => {
    render(<Banner words={WORDS} lead="Hi, I'm" />);
    expect(screen.getByText("Hi, I'm Alex, designer, engineer, programmer")).toBeInTheDocument();
  });

  it('stops its timer when unmounted', () => {
    const { unmount } = render(<Banner words={WORDS} />);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
