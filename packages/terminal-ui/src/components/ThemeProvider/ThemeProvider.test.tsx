import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_TRANSITION_OFF_MS, ThemeProvider } from './ThemeProvider';
import { useTheme } from './useTheme';

function Probe() {
  const { theme, setTheme, toggleTheme } = useTheme();
  return (
    <>
      <p>theme is {theme}</p>
      <button type="button" onClick={() => setTheme('light')}>
        light
      </button>
      <button type="button" onClick={toggleTheme}>
        toggle
      </button>
    </>
  );
}

const html = () => document.documentElement;

describe('ThemeProvider', () => {
  beforeEach(() => {
    localStorage.clear();
    html().removeAttribute('data-theme');
  });
  afterEach(() => vi.useRealTimers());

  it('starts dark when nothing is stored and sets data-theme on <html>', () => {
    render(<ThemeProvider><Probe /></ThemeProvider>);
    expect(screen.getByText('theme is dark')).toBeTruthy();
    expect(html().getAttribute('data-theme')).toBe('dark');
  });

  it('starts from the stored theme', () => {
    localStorage.setItem('theme', 'light');
    render(<ThemeProvider><Probe /></ThemeProvider>);
    expect(screen.getByText('theme is light')).toBeTruthy();
    expect(html().getAttribute('data-theme')).toBe('light');
  });

  it('ignores a stored value that is not a theme', () => {
    localStorage.setItem('theme', 'solarized');
    render(<ThemeProvider><Probe /></ThemeProvider>);
    expect(screen.getByText('theme is dark')).toBeTruthy();
  });

  it('saves a change at once under the key "theme"', async () => {
    render(<ThemeProvider><Probe /></ThemeProvider>);
    await userEvent.click(screen.getByRole('button', { name: 'light' }));
    expect(localStorage.getItem('theme')).toBe('light');
    expect(html().getAttribute('data-theme')).toBe('light');
    await userEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(screen.getByText('theme is dark')).toBeTruthy();
  });

  it('does not write storage just by mounting', () => {
    render(<ThemeProvider><Probe /></ThemeProvider>);
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it('tolerates local storage throwing on read and on write', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    render(<ThemeProvider><Probe /></ThemeProvider>);
    expect(screen.getByText('theme is dark')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'light' }));
    expect(screen.getByText('theme is light')).toBeTruthy();
    expect(html().getAttribute('data-theme')).toBe('light');
  });

  it('keeps transitions off for the first 100 ms only', () => {
    vi.useFakeTimers();
    render(<ThemeProvider><Probe /></ThemeProvider>);
    expect(html().hasAttribute('data-theme-loading')).toBe(true);
    act(() => vi.advanceTimersByTime(INITIAL_TRANSITION_OFF_MS - 1));
    expect(html().hasAttribute('data-theme-loading')).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(html().hasAttribute('data-theme-loading')).toBe(false);
  });

  it('follows a change made in another tab', () => {
    render(<ThemeProvider><Probe /></ThemeProvider>);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'light' }));
    });
    expect(screen.getByText('theme is light')).toBeTruthy();
  });

  it('uses a custom key and default when given', () => {
    localStorage.setItem('other', 'dark');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ThemeProvider storageKey="other" defaultTheme="light">{children}</ThemeProvider>
    );
    expect(renderHook(() => useTheme(), { wrapper }).result.current.theme).toBe('dark');
    localStorage.clear();
    expect(renderHook(() => useTheme(), { wrapper }).result.current.theme).toBe('light');
  });

  it('useTheme outside a provider fails loudly', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useTheme())).toThrow(/inside a <ThemeProvider>/);
  });
});
