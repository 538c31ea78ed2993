import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ThemePreview } from './ThemePreview';
import { ThemeProvider } from './ThemeProvider';

// A key of its own so the stories never touch a real visitor's `theme` choice.
const STORY_KEY = 'storybook:theme-provider';

const meta = {
  title: 'Theme/ThemeProvider',
  component: ThemeProvider,
  parameters: {
    docs: {
      description: {
        component:
          'Owns the dark/light theme. Starts from local storage (`theme`), dark when nothing is stored; sets ' +
          '`data-theme` on `<html>` so the palettes in `themes.css` apply; turns transitions off for the first ' +
          '100 ms; saves every change at once and tolerates storage that throws. Read and change it with ' +
          '`useTheme()` → `{ theme, setTheme, toggleTheme }`. These stories pin the toolbar theme to the ' +
          'provider\'s starting theme, since both write the same attribute.',
      },
    },
  },
  args: { storageKey: STORY_KEY, children: <ThemePreview /> },
  beforeEach: () => {
    localStorage.removeItem(STORY_KEY);
  },
} satisfies Meta<typeof ThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing stored: dark. Clicking the switch goes light, saves it and sets data-theme. */
export const DefaultDark: Story = {
  parameters: { themes: { themeOverride: 'dark' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Current theme: dark')).toBeInTheDocument();
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to light mode' }));
    await expect(canvas.getByText('Current theme: light')).toBeInTheDocument();
    await expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    await expect(localStorage.getItem(STORY_KEY)).toBe('light');
  },
};

/** A stored `light` wins over the default. */
export const StoredLight: Story = {
  parameters: { themes: { themeOverride: 'light' } },
  beforeEach: () => {
    localStorage.setItem(STORY_KEY, 'light');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Current theme: light')).toBeInTheDocument();
    await expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    await waitFor(() => expect(document.documentElement).not.toHaveAttribute('data-theme-loading'));
  },
};
