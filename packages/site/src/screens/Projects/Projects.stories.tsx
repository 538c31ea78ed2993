import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { projectsHandlers } from '../../mocks/projectsMocks';
import { commandBox, screenMeta, screenRoute, type ScreenStory, typeThenTab } from '../shared/screenStory';
import { ProjectsRoute } from './ProjectsRoute';
import projectsDocs from './Projects.docs.md?raw';

export default {
  title: 'Screens/Projects',
  component: ProjectsRoute,
  ...screenMeta({ docs: projectsDocs, route: screenRoute('/projects'), handlers: projectsHandlers.list }),
} satisfies Meta<typeof ProjectsRoute>;

/** The list, dark. Typing a title with underscores opens that project. */
export const List: ScreenStory = {
  parameters: { themes: { themeOverride: 'dark' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Found 3 projects')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pocket Oscilloscope.project' })).toHaveAttribute('href', '/projects/pocket-oscilloscope');
    await expect(canvas.getByText(/hardware · in-progress/)).toBeVisible();
    await userEvent.type(await commandBox(canvas), 'Smart_Greenhouse_Controller{Enter}');
    await expect(await canvas.findByTestId('navigated')).toHaveTextContent('Navigated to /projects/smart-greenhouse-controller');
  },
};

/** Light theme: the commands and their errors; a clicked entry opens the project. */
export const Commands: ScreenStory = {
  parameters: { themes: { themeOverride: 'light' } },
  play: async ({ canvas }) => {
    await canvas.findByText('Found 3 projects');
    const input = await commandBox(canvas);
    const log = within(canvas.getByRole('log'));
    await userEvent.type(input, 'cd{Enter}');
    await expect(log.getByText('Usage: cd <directory>')).toBeVisible();
    await userEvent.type(input, 'cd art{Enter}');
    await expect(log.getByText('Usage: cd ..')).toBeVisible();
    await userEvent.type(input, 'pocket{Enter}');
    await expect(log.getByText('pocket: command not found')).toBeVisible();
    await userEvent.type(input, 'ls{Enter}');
    await userEvent.click(log.getByRole('link', { name: 'Campus Transit Tracker.project' }));
    await expect(await canvas.findByTestId('navigated')).toHaveTextContent('Navigated to /projects/campus-transit-tracker');
  },
};

/** Tab completes a project id; Enter opens it. `cd ..` goes home. */
export const Completion: ScreenStory = {
  play: async ({ canvas }) => {
    await canvas.findByText('Found 3 projects');
    const input = await commandBox(canvas);
    await typeThenTab(input, 'poc');
    await expect(input).toHaveValue('pocket-oscilloscope ');
    await userEvent.clear(input);
    await userEvent.type(input, 'cd ..{Enter}');
    await expect(await canvas.findByTestId('navigated')).toHaveTextContent(/^Navigated to \/$/);
  },
};

/** No project yet. */
export const Empty: ScreenStory = {
  parameters: { msw: { handlers: projectsHandlers.empty } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No projects found')).toBeVisible();
  },
};

/** The list is on its way. */
export const Loading: ScreenStory = {
  parameters: { msw: { handlers: projectsHandlers.loading } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading projects...');
  },
};

/** The server failed: said plainly, not shown as an empty list. */
export const Failed: ScreenStory = {
  parameters: { msw: { handlers: projectsHandlers.failing } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load projects: Internal server error'));
  },
};
