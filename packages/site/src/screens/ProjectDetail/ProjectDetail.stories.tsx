import type { Meta } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mediaProjectFixture, projectsFixture, projectsHandlers } from '../../mocks/projectsMocks';
import { screenMeta, screenRoute, type ScreenStory } from '../shared/screenStory';
import { ProjectDetailRoute } from './ProjectDetailRoute';
import projectDetailDocs from './ProjectDetail.docs.md?raw';

const route = (id: string) => screenRoute('/projects/:id', `/projects/${id}`);

export default {
  title: 'Screens/ProjectDetail',
  component: ProjectDetailRoute,
  ...screenMeta({ docs: projectDetailDocs, route: route('pocket-oscilloscope'), handlers: projectsHandlers.list }),
} satisfies Meta<typeof ProjectDetailRoute>;

/** Everything: badge, gallery, tags and both links, each in a new tab. A click on the lightbox closes it. */
export const WithGallery: ScreenStory = {
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
export const LightboxOpen: ScreenStory = {
  parameters: { themes: { themeOverride: 'light' } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Pocket Oscilloscope, image 1 of 3' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Screenshots of Pocket Oscilloscope' });
    await expect(within(dialog).getByTestId('lightbox-counter')).toHaveTextContent('1 / 3');
  },
};

/**
 * The owner's uploads (`/media/…`): each thumbnail a `<picture>` (AVIF, WebP, then JPEG or PNG, every
 * width, `sizes` from the gallery's grid) with its size known before it loads; the first loads at once
 * and first, the rest lazily. The owner's alt text names an image where given. The lightbox shows the
 * largest file, in AVIF where the browser has it. (MSW draws each file, labelled with its width and format.)
 */
export const MediaGallery: ScreenStory = {
  parameters: { route: route(mediaProjectFixture.id), msw: { handlers: projectsHandlers.withMedia } },
  play: async ({ canvas }) => {
    const gallery = within(await canvas.findByRole('list', { name: 'Gallery' }));
    const [first, second, third] = gallery.getAllByRole('img') as HTMLImageElement[];
    await expect(first).toHaveAccessibleName('The finished supply on the bench, its display reading 12.00 V');
    await expect(second).toHaveAccessibleName('Bench Power Supply, image 2 of 3');
    await expect(third).toHaveAccessibleName('Bench Power Supply, image 3 of 3');
    await expect(first?.parentElement?.tagName).toBe('PICTURE');
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    for (const image of [second, third]) await expect(image).toHaveAttribute('loading', 'lazy');
    // The thumbnail keeps the gallery's 16:10 box, whatever the image's own size.
    const box = first?.getBoundingClientRect();
    await expect(Math.abs((box?.width ?? 0) / (box?.height ?? 1) - 1.6)).toBeLessThan(0.02);
    await waitFor(() => expect(first?.currentSrc).toMatch(/\/media\/abcdefghijklmnopqrstuv_2400x1600_\d+\.avif$/));

    await userEvent.click(gallery.getByRole('button', { name: 'The finished supply on the bench, its display reading 12.00 V' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Screenshots of Bench Power Supply' });
    const large = within(dialog).getByRole('img') as HTMLImageElement;
    await expect(large).toHaveAttribute('src', '/media/abcdefghijklmnopqrstuv_2400x1600_2400.jpg');
    await waitFor(() => expect(large.currentSrc).toMatch(/\/media\/abcdefghijklmnopqrstuv_2400x1600_2400\.avif$/));
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/media/ABCDEFGHIJKLMNOPQRSTUV_1200x900_1200.png');
  },
};

/** No links and no images: neither button nor gallery is drawn. The close button goes back to the list. */
export const WithoutLinks: ScreenStory = {
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

/** The owner's text with a long URL (a link: the description is Markdown) and a long tag: it wraps inside the window; the page never scrolls sideways. */
export const LongWords: ScreenStory = {
  parameters: {
    route: route(projectsFixture[0]?.id ?? ''),
    msw: { handlers: [http.get('/api/projects', () => HttpResponse.json({ projects: withLongWords }))] },
  },
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: longWord });
    const description = link.closest('p') as HTMLElement;
    await expect(description).toHaveTextContent(`See ${longWord} for the schematics.`);
    const frame = description.closest('article');
    await expect(frame).not.toBeNull();
    for (const box of [description, frame as HTMLElement]) await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};

const markdownDescription =
  'A two-channel oscilloscope that fits in a mint tin, **sampling at 1 MS/s**.\n\n' +
  '- Two channels\n- A ±10 V front end\n- USB-C power\n\n' +
  'Schematics and firmware: [the build log](https://example.com/pocket-scope/log).';
const withMarkdown = projectsFixture.map((project, index) => (index === 0 ? { ...project, description: markdownDescription } : project));

/** A description written in Markdown, rendered as a post's is: bold, a list, a link opening in a new tab; no `**` left. */
export const MarkdownDescription: ScreenStory = {
  parameters: {
    route: route(projectsFixture[0]?.id ?? ''),
    msw: { handlers: [http.get('/api/projects', () => HttpResponse.json({ projects: withMarkdown }))] },
  },
  play: async ({ canvas }) => {
    const description = within(await canvas.findByRole('region', { name: 'Description' }));
    await expect(description.getByText('sampling at 1 MS/s').tagName).toBe('STRONG');
    await expect(description.getByText(/^A two-channel oscilloscope/)).toHaveTextContent('A two-channel oscilloscope that fits in a mint tin, sampling at 1 MS/s.');
    await expect(description.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Two channels', 'A ±10 V front end', 'USB-C power']);
    const link = description.getByRole('link', { name: 'the build log' });
    await expect(link).toHaveAttribute('href', 'https://example.com/pocket-scope/log');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link.closest('p')).toHaveTextContent('Schematics and firmware: the build log.');
    await expect(canvas.queryByText(/\*\*/)).toBeNull();
  },
};

/** The same, light theme. */
export const MarkdownDescriptionLight: ScreenStory = {
  parameters: { ...MarkdownDescription.parameters, themes: { themeOverride: 'light' } },
  play: async ({ canvas }) => {
    const description = within(await canvas.findByRole('region', { name: 'Description' }));
    await expect(description.getByText('sampling at 1 MS/s').tagName).toBe('STRONG');
    await expect(description.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** An unknown id. "Back to Projects" goes to the list. */
export const NotFound: ScreenStory = {
  parameters: { route: route('no-such-project') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Project not found' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to Projects' }));
    await expect(await canvas.findByTestId('navigated')).toHaveTextContent('Navigated to /projects');
  },
};

/** A failed request reads the same as an unknown id. */
export const RequestFailed: ScreenStory = {
  parameters: { msw: { handlers: projectsHandlers.failing } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Project not found' })).toBeVisible();
  },
};

export const Loading: ScreenStory = {
  parameters: { msw: { handlers: projectsHandlers.loading } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading project details...');
  },
};
