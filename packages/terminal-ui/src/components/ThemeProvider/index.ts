export { ThemeProvider, INITIAL_TRANSITION_OFF_MS } from './ThemeProvider';
export type { ThemeProviderProps } from './ThemeProvider';
export { useTheme } from './useTheme';
export type { ThemeContextValue } from './ThemeContext';
export { THEME_STORAGE_KEY, isThemeName } from './themeStorage';
