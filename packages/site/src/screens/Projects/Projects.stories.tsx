import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { STORY_THEME_KEY, withScreenShell } from '../../mocks/aboutProjectsShell';
import { projectsHandlers } from '../../mocks/projectsMocks';
import { ProjectsRoute } from './ProjectsRoute';
import { liveCommandBox } from '../../testing/liveTerminal';

const meta = {
  title: 'Screens/Projects',
  component: ProjectsRoute,
  tags: ['autodocs'],
  decorators: [withScreenShell],
  parameters: {
    layout: 'fullscreen',
    route: { path: '/projects', url: '/projects' },
    msw: { handlers: projectsHandlers.list },
    docs: {
      description: {
        component:
          'The route `/projects`: an `ls` of the projects (`Found N project(s)`, each `{title}.project` with its type ' +
          'and status, clickable), then a terminal with `ls`, `cd ..`, `help`, `clear` and `theme`. Typing a ' +
          "project's id or title (spaces as spaces, dashes or underscores, any case) opens it. The API answers " +
          'through MSW (`mocks/projectsMocks.ts`).',
      },
    },
  },
  beforeEach: () => localStorage.removeItem(STORY_THEME_KEY),
} satisfies Meta<typeof ProjectsRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The terminal's input once its machine has loaded (`DeferredTerminal`). */
const commandBox = (canvasElement: HTMLElement) => waitFor(() => liveCommandBox(within(canvasElement)));

const navigated = (canvasElement: HTMLElement) => within(canvasElement).findByTestId('navigated');

/** The list, dark. Typing a title with underscores opens that project. */
export const List: Story = {
  parameters: { themes: { themeOverride: 'dark' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Found 3 projects')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pocket Oscilloscope.project' })).toHaveAttribute('href', '/projects/pocket-oscilloscope');
    await expect(canvas.getByText(/hardware · in-progress/)).toBeVisible();
    await userEvent.type(await commandBox(canvasElement), 'Smart_Greenhouse_Controller{Enter}');
    await expect(await navigated(canvasElement)).toHaveTextContent('Navigated to /projects/smart-greenhouse-controller');
  },
};

/** Light theme: the commands and their errors; a clicked entry opens the project. */
export const Commands: Story = {
  parameters: { themes: { themeOverride: 'light' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Found 3 projects');
    const input = await commandBox(canvasElement);
    const log = within(canvas.getByRole('log'));
    await userEvent.type(input, 'cd{Enter}');
    await expect(log.getByText('Usage: cd <directory>')).toBeVisible();
    await userEvent.type(input, 'cd art{Enter}');
    await expect(log.getByText('Usage: cd ..')).toBeVisible();
    await userEvent.type(input, 'pocket{Enter}');
    await expect(log.getByText('pocket: command not found')).toBeVisible();
    await userEvent.type(input, 'ls{Enter}');
    await userEvent.click(log.getByRole('link', { name: 'Campus Transit Tracker.project' }));
    await expect(await navigated(canvasElement)).toHaveTextContent('Navigated to /projects/campus-transit-tracker');
  },
};

/** Tab completes a project id; Enter opens it. `cd ..` goes home. */
export const Completion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Found 3 projects');
    const input = await commandBox(canvasElement);
    await userEvent.type(input, 'poc');
    await userEvent.keyboard('{Tab}');
    await expect(input).toHaveValue('pocket-oscilloscope ');
    await userEvent.clear(input);
    await userEvent.type(input, 'cd ..{Enter}');
    await expect(await navigated(canvasElement)).toHaveTextContent(/^Navigated to \/$/);
  },
};

/** No project yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: projectsHandlers.empty } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No projects found')).toBeVisible();
  },
};

/** The list is on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: projectsHandlers.loading } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading projects...');
  },
};

/** The server failed: said plainly, not shown as an empty list. */
export const Failed: Story = {
  parameters: { msw: { handlers: projectsHandlers.failing } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to load projects: Internal server error'));
  },
};
