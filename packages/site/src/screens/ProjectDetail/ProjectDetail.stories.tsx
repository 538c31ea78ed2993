import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { projectsFixture, projectsHandlers } from '../../mocks/projectsMocks';
import { screenShellMeta } from '../shared/screenStory';
import { ProjectDetailRoute } from './ProjectDetailRoute';

const route = (id: string) => ({ path: '/projects/:id', url: `/projects/${id}` });

const meta = {
  title: 'Screens/ProjectDetail',
  component: ProjectDetailRoute,
  tags: ['autodocs'],
  ...screenShellMeta({
    description:
      'The route `/projects/{id}`, drawn as a window: title, uppercase status badge, type and date, a gallery ' +
      '(a click opens the full-screen lightbox with `n / total`; a click on it closes it), the description, ' +
      'technology tags, "View on GitHub" and "Live Demo" when present (new tab), and "Back to Projects" plus ' +
      'the close button, both to `/projects`. The list comes from MSW (`mocks/projectsMocks.ts`) and is filtered by id.',
    handlers: projectsHandlers.list,
    route: route('pocket-oscilloscope'),
  }),
} satisfies Meta<typeof ProjectDetailRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything: badge, gallery, tags and both links, each in a new tab. A click on the lightbox closes it. */
export const WithGallery: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Pocket Oscilloscope' })).toBeVisible();
    await expect(canvas.getByText('COMPLETED')).toBeVisible();
    for (const name of ['View on GitHub', 'Live Demo']) {
      const link = canvas.getByRole('link', { name });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(canvas.getByText('FreeRTOS')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pocket Oscilloscope, image 2 of 3' }));
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByTestId('lightbox-counter')).toHaveTextContent('2 / 3');
    await userEvent.click(within(dialog).getByRole('img'));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/** The lightbox open on the first image (light theme). */
export const LightboxOpen: Story = {
  parameters: { themes: { themeOverride: 'light' } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Pocket Oscilloscope, image 1 of 3' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Screenshots of Pocket Oscilloscope' });
    await expect(within(dialog).getByTestId('lightbox-counter')).toHaveTextContent('1 / 3');
  },
};

/** No links and no images: neither button nor gallery is drawn. The close button goes back to the list. */
export const WithoutLinks: Story = {
  parameters: { route: route('smart-greenhouse-controller') },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Smart Greenhouse Controller' });
    await expect(canvas.getByText('IN-PROGRESS')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'View on GitHub' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Live Demo' })).toBeNull();
    await expect(canvas.queryByRole('list', { name: 'Gallery' })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Close' }));
    await expect(await canvas.findByTestId('navigated')).toHaveTextContent('Navigated to /projects');
  },
};

const longWord = `https://example.com/${'very-long-path-segment-'.repeat(12)}`;
const withLongWords = projectsFixture.map((project, index) =>
  index === 0 ? { ...project, description: `See ${longWord} for the schematics.`, tech: [...project.tech, 'x'.repeat(120)] } : project,
);

/** The owner's text with a long URL and a long tag: it wraps inside the window; the page never scrolls sideways. */
export const LongWords: Story = {
  parameters: {
    route: route(projectsFixture[0]?.id ?? ''),
    msw: { handlers: [http.get('/api/projects', () => HttpResponse.json({ projects: withLongWords }))] },
  },
  play: async ({ canvas }) => {
    const description = await canvas.findByText(`See ${longWord} for the schematics.`);
    const frame = description.closest('article');
    await expect(frame).not.toBeNull();
    for (const box of [description, frame as HTMLElement]) await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};

/** An unknown id. "Back to Projects" goes to the list. */
export const NotFound: Story = {
  parameters: { route: route('no-such-project') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Project not found' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to Projects' }));
    await expect(await canvas.findByTestId('navigated')).toHaveTextContent('Navigated to /projects');
  },
};

/** A failed request reads the same as an unknown id. */
export const RequestFailed: Story = {
  parameters: { msw: { handlers: projectsHandlers.failing } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Project not found' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: projectsHandlers.loading } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading project details...');
  },
};
