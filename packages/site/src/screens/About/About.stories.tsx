import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor } from 'storybook/test';
import { configHandler, emptyConfigFixture } from '../../mocks/aboutMocks';
import { commandBox, configScreenMeta, configStoryLoader, screenRoute, terminalLog, typeThenTab } from '../shared/screenStory';
import { AboutRoute } from './AboutRoute';
import aboutDocs from './About.docs.md?raw';

export default {
  title: 'Screens/About',
  component: AboutRoute,
  ...configScreenMeta({
    docs: aboutDocs,
    beforeEach: () => {
      // Opening a tab from a story test would leave the page: record the call instead.
      const open = spyOn(window, 'open').mockImplementation(() => null);
      return () => open.mockRestore();
    },
    route: screenRoute('/about'),
  }),
} satisfies Meta<typeof AboutRoute>;

type Story = StoryObj<typeof AboutRoute>;

/**
 * A story's keys are synthetic, which a browser never counts as the visitor's own key: it would not
 * open a tab for them, and the terminal prints the link to click instead (`TabHeldBack` below). Here
 * the browser says the visitor has just pressed a key, as after a real one.
 */
function asAfterARealKey(): () => void {
  Object.defineProperty(navigator, 'userActivation', { configurable: true, get: () => ({ isActive: true, hasBeenActive: true }) });
  return () => void Reflect.deleteProperty(navigator, 'userActivation');
}

/** The terminal: `ls`, `cat contact.txt`; a printed link fills `curl`, which opens it in a new tab. */
export const Terminal: Story = {
  args: { configLoader: configStoryLoader() },
  beforeEach: asAfterARealKey,
  play: async ({ canvas }) => {
    const input = await commandBox(canvas);
    await userEvent.type(input, 'ls{Enter}');
    await expect(terminalLog(canvas).getByRole('button', { name: 'resume.pdf' })).toBeVisible();
    await userEvent.type(input, 'cat contact.txt{Enter}');
    await userEvent.click(await terminalLog(canvas).findByRole('button', { name: 'https://github.com/riley-chen-example' }));
    await expect(input).toHaveValue('curl https://github.com/riley-chen-example');
    await userEvent.keyboard('{Enter}');
    await expect(window.open).toHaveBeenCalledWith('https://github.com/riley-chen-example', '_blank', 'noopener,noreferrer');
    await userEvent.type(input, 'curl javascript:alert(1){Enter}');
    await expect(terminalLog(canvas).getByText('curl: javascript:alert(1): only http(s)://, mailto: and /paths can be opened')).toBeVisible();
    await userEvent.type(input, 'cat nope.txt{Enter}');
    await expect(terminalLog(canvas).getByText('cat: nope.txt: No such file or directory')).toBeVisible();
  },
};

/** Where the browser would not open the tab (the visitor's key too long ago), `github` prints its link to click. */
export const TabHeldBack: Story = {
  args: { configLoader: configStoryLoader() },
  play: async ({ canvas }) => {
    const input = await commandBox(canvas);
    await waitFor(async () => {
      await userEvent.clear(input);
      await userEvent.type(input, 'github{Enter}');
      await expect(terminalLog(canvas).getAllByRole('link', { name: 'https://github.com/riley-chen-example' }).length).toBeGreaterThan(0);
    });
    await expect(terminalLog(canvas).getAllByText('Click to open:').length).toBeGreaterThan(0);
    await expect(window.open).not.toHaveBeenCalled();
  },
};

/** Tab: a unique file name completes to `cat {file}`; several matches are listed with ' | '. Light theme. */
export const Completion: Story = {
  args: { configLoader: configStoryLoader() },
  parameters: { themes: { themeOverride: 'light' } },
  play: async ({ canvas }) => {
    const input = await commandBox(canvas);
    await typeThenTab(input, 'sk');
    await expect(input).toHaveValue('cat skills.json');
    await userEvent.keyboard('{Enter}');
    await expect(await terminalLog(canvas).findByText('Languages: C, Rust, TypeScript')).toBeVisible();
    await typeThenTab(input, 'c');
    await expect(terminalLog(canvas).getByText('cat | cd | curl | clear')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, 'theme{Enter}');
    await expect(terminalLog(canvas).getByText('Current theme: light')).toBeVisible();
    await userEvent.type(input, 'quickview{Enter}');
    await expect(await canvas.findByTestId('navigated')).toHaveTextContent('Navigated to /about/quickview?from=about');
  },
};

/** Nothing configured: built-in texts, and the links say so. */
export const TerminalDefaults: Story = {
  args: { configLoader: configStoryLoader() },
  parameters: { msw: { handlers: configHandler(emptyConfigFixture) } },
  play: async ({ canvas }) => {
    const input = await commandBox(canvas);
    await waitFor(async () => {
      await userEvent.clear(input);
      await userEvent.type(input, 'download{Enter}');
      await expect(terminalLog(canvas).getAllByText('Resume download link not configured').length).toBeGreaterThan(0);
    });
    await userEvent.type(input, 'cat contact.txt{Enter}');
    await expect(terminalLog(canvas).getAllByText('[link not configured]')).toHaveLength(3);
  },
};

/** A phone: the file list. Selecting a file shows it under its title; the page's buttons below. */
export const PhoneFileList: Story = {
  args: { configLoader: configStoryLoader() },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'about.txt' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('heading', { name: 'About Me' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'contact.txt' }));
    await expect(canvas.getByRole('heading', { name: 'Contact Information' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'riley.chen@example.com' })).toHaveAttribute('href', 'mailto:riley.chen@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'skills.json' }));
    await expect(canvas.getByRole('heading', { name: 'Technical Skills' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Send Email' })).toHaveAttribute('href', 'mailto:riley.chen@example.com');
    const resume = canvas.getByRole('link', { name: 'Download Resume' });
    await expect(resume).toHaveAttribute('target', '_blank');
    await userEvent.click(canvas.getByRole('link', { name: 'Quick Overview' }));
    await expect(await canvas.findByTestId('navigated')).toHaveTextContent('Navigated to /about/quickview?from=about');
  },
};

/** A phone with nothing configured: no Download Resume (and no Send Email); the resume reads the default. */
export const PhoneDefaults: Story = {
  args: { configLoader: configStoryLoader() },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { msw: { handlers: configHandler(emptyConfigFixture) }, themes: { themeOverride: 'light' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'resume.pdf' }));
    await expect(canvas.getByRole('heading', { name: 'Resume' })).toBeVisible();
    await waitFor(() => expect(canvas.getByText('[link not configured]')).toBeVisible());
    await expect(canvas.queryByRole('link', { name: 'Download Resume' })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Back' }));
    await expect(await canvas.findByTestId('navigated')).toHaveTextContent(/^Navigated to \/$/);
  },
};
