import type { ThemeName } from '../../engine/types';

export const THEME_STORAGE_KEY = 'theme';

export function isThemeName(value: unknown): value is ThemeName {
  return value === 'dark' || value === 'light';
}

/** The stored theme, or null when none is stored, it is not a theme, or storage is unavailable. */
export function readStoredTheme(key: string): ThemeName | null {
  try {
    const value = window.localStorage.getItem(key);
    return isThemeName(value) ? value : null;
  } catch {
    // Private modes and blocked storage throw on access; the default theme is used instead.
    return null;
  }
}

export function writeStoredTheme(key: string, theme: ThemeName): void {
  try {
    window.localStorage.setItem(key, theme);
  } catch {
    // Not persisting is acceptable; the theme still applies for this visit.
  }
}
