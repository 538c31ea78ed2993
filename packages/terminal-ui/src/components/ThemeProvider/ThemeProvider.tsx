import { useCallback, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import type { ThemeName } from '../../engine/types';
import { ThemeContext, type ThemeContextValue } from './ThemeContext';
import { THEME_STORAGE_KEY, isThemeName, readStoredTheme, writeStoredTheme } from './themeStorage';

/** How long transitions stay off after mount, so the initial theme does not animate. */
export const INITIAL_TRANSITION_OFF_MS = 100;

export interface ThemeProviderProps {
  children?: ReactNode;
  /** Used when nothing (valid) is stored. */
  defaultTheme?: ThemeName;
  /** The local-storage key holding the choice. */
  storageKey?: string;
}

/**
 * Owns the visitor's theme: starts from local storage (dark when nothing is stored), sets
 * `data-theme` on `<html>` (the palettes in `themes.css` key on it) and saves every change at once.
 */
export function ThemeProvider({ children, defaultTheme = 'dark', storageKey = THEME_STORAGE_KEY }: ThemeProviderProps) {
  // The first render uses the default, as the server's did (it cannot read the visitor's storage),
  // so a page the server wrote hydrates without a mismatch; the stored choice follows at once,
  // before the first paint (the page's inline script has already coloured it).
  const [theme, setThemeState] = useState<ThemeName>(defaultTheme);
  useLayoutEffect(() => {
    const stored = readStoredTheme(storageKey);
    if (stored !== null) setThemeState(stored);
  }, [storageKey]);

  useLayoutEffect(() => {
    document.documentElement.setAttribute('data-theme', theme);
  }, [theme]);

  useLayoutEffect(() => {
    const root = document.documentElement;
    root.setAttribute('data-theme-loading', '');
    const timer = window.setTimeout(() => root.removeAttribute('data-theme-loading'), INITIAL_TRANSITION_OFF_MS);
    return () => {
      window.clearTimeout(timer);
      root.removeAttribute('data-theme-loading');
    };
  }, []);

  // Another tab changed the theme: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKey && isThemeName(event.newValue)) setThemeState(event.newValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [storageKey]);

  const setTheme = useCallback(
    (next: ThemeName) => {
      setThemeState(next);
      writeStoredTheme(storageKey, next);
    },
    [storageKey],
  );

  const value = useMemo<ThemeContextValue>(
    () => ({ theme, setTheme, toggleTheme: () => setTheme(theme === 'dark' ? 'light' : 'dark') }),
    [theme, setTheme],
  );

  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
