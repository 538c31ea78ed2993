import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { DEFAULT_SITE_CONFIG } from '../../config/defaults';
import { createConfigLoader } from '../../data/siteConfig';
import { aboutConfigFixture, configHandler, configLoadingHandler, emptyConfigFixture } from '../../mocks/aboutMocks';
import { configScreenMeta, configStoryLoader, screenRoute } from '../shared/screenStory';
import { QuickviewRoute } from './QuickviewRoute';
import quickviewDocs from './Quickview.docs.md?raw';

const route = (from: string) => screenRoute('/about/quickview', `/about/quickview?from=${from}`);

export default {
  title: 'Screens/Quickview',
  component: QuickviewRoute,
  ...configScreenMeta({ docs: quickviewDocs, route: route('home') }),
} satisfies Meta<typeof QuickviewRoute>;

type Story = StoryObj<typeof QuickviewRoute>;

/** Everything the owner set. Back goes home (`from=home`). */
export const Full: Story = {
  args: { configLoader: configStoryLoader() },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Riley Chen' })).toBeVisible();
    for (const name of ['About', 'Current Focus', 'Skills', 'Recent Experience', 'Contact']) {
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(canvas.getByText('Tools')).toBeVisible();
    await expect(canvas.getByText('Version control: Git | CI: GitHub Actions')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Resume' })).toHaveAttribute('href', '/files/riley-chen-resume.pdf');
    await userEvent.click(canvas.getByRole('link', { name: 'Back' }));
    await expect(await canvas.findByTestId('navigated')).toHaveTextContent(/^Navigated to \/$/);
  },
};

/** Opened from the about page: Back returns there. Light theme. */
export const FromAbout: Story = {
  args: { configLoader: configStoryLoader() },
  parameters: { route: route('about'), themes: { themeOverride: 'light' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Riley Chen' });
    await userEvent.click(canvas.getByRole('link', { name: 'Back' }));
    await expect(await canvas.findByTestId('navigated')).toHaveTextContent('Navigated to /about');
  },
};

/** Nothing configured: the built-in texts; Resume links to '#'. */
export const Defaults: Story = {
  args: { configLoader: configStoryLoader() },
  parameters: { msw: { handlers: configHandler(emptyConfigFixture) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: DEFAULT_SITE_CONFIG.quickviewTitle })).toBeVisible();
    await expect(canvas.getByText(DEFAULT_SITE_CONFIG.quickviewTagline)).toBeVisible();
    await expect(canvas.getByText(DEFAULT_SITE_CONFIG.currentFocus[0] ?? '')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Resume' })).toHaveAttribute('href', '#');
  },
};

/**
 * Skills JSON that does not parse. The API refuses to store such a value (and the site's answer
 * schema would reject it), so this story hands the config to the store directly.
 */
export const InvalidSkillsJson: Story = {
  args: { configLoader: createConfigLoader(async () => ({ ...aboutConfigFixture, skillsJson: '{"languages": [' })) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Error parsing skills data')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { configLoader: configStoryLoader() },
  parameters: { msw: { handlers: configLoadingHandler } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading overview...');
  },
};

/** On a phone the sections stack. */
export const Phone: Story = {
  args: { configLoader: configStoryLoader() },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Riley Chen' })).toBeVisible();
  },
};
