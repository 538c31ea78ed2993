import type { CSSProperties } from 'react';
import styles from './ThemeProvider.module.css';
import { useTheme } from './useTheme';

const PALETTE = ['bg', 'text', 'primary', 'secondary', 'border', 'accent', 'error'] as const;

/** A small consumer of `useTheme` for the stories: the palette in force and a switch. */
export function ThemePreview() {
  const { theme, toggleTheme } = useTheme();
  const other = theme === 'dark' ? 'light' : 'dark';
  return (
    <div className={styles.preview}>
      <p>Current theme: {theme}</p>
      <ul className={styles.swatches} aria-label="Palette">
        {PALETTE.map((name) => (
          <li key={name} className={styles.swatch}>
            <span className={styles.chip} style={{ '--chip': `var(--${name})` } as CSSProperties} />
            --{name}
          </li>
        ))}
      </ul>
      <button type="button" className={styles.button} onClick={toggleTheme}>
        Switch to {other} mode
      </button>
    </div>
  );
}
