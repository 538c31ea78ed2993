/**
 * The colours of a share card, named and valued as terminal-ui's themes.css custom properties
 * (a test keeps them equal). Trusted: written into SVG attributes as they are.
 */
export interface ShareTheme {
  readonly bg: string;
  readonly text: string;
  readonly primary: string;
  readonly secondary: string;
  readonly border: string;
  readonly accent: string;
}

/** `[data-theme='dark']`: the site's default look, and the favicon's black and green. */
export const darkShareTheme: ShareTheme = {
  bg: '#000000',
  text: '#33ff66',
  primary: '#33ff66',
  secondary: '#c8c8c8',
  border: '#33ff66',
  accent: '#808080',
};

/** `[data-theme='light']`. */
export const lightShareTheme: ShareTheme = {
  bg: '#f5f0e1',
  text: '#2f3e46',
  primary: '#1d4ed8',
  secondary: '#354f6b',
  border: '#1d4ed8',
  accent: '#5f6673',
};
