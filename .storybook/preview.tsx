import '../packages/terminal-ui/src/themes/themes.css';
import './preview.css';
import { withThemeByDataAttribute } from '@storybook/addon-themes';
import type { Preview } from '@storybook/react-vite';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { configure } from 'storybook/test';
import { SLOW_MACHINE } from '../packages/terminal-ui/src/machines/testWait';

// Screens fetch from /api; stories answer with fixtures through MSW (parameters.msw.handlers).
initialize({ onUnhandledRequest: 'bypass', quiet: true });
configure({ asyncUtilTimeout: SLOW_MACHINE.timeout });

const preview: Preview = {
  loaders: [mswLoader],
  decorators: [
    // The toolbar's theme switch sets data-theme on <html>, exactly as the site's ThemeProvider does.
    withThemeByDataAttribute({
      themes: { dark: 'dark', light: 'light' },
      defaultTheme: 'dark',
      attributeName: 'data-theme',
      parentSelector: 'html',
    }),
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Accessibility violations fail the story tests, not only show in the panel.
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
