import { createContext } from 'react';
import type { ThemeName } from '../../engine/types';

export interface ThemeContextValue {
  /** The theme in force. */
  readonly theme: ThemeName;
  /** Applies a theme and saves it at once. */
  readonly setTheme: (theme: ThemeName) => void;
  /** Switches dark ↔ light (the mobile menu's button). */
  readonly toggleTheme: () => void;
}

export const ThemeContext = createContext<ThemeContextValue | null>(null);
