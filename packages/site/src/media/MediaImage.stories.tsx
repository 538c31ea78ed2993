import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { MEDIA_DIAGRAM, MEDIA_PHOTO, mediaHandler } from '../mocks/mediaMocks';
import { placeholderImage } from '../mocks/placeholderImage';
import { MediaImage } from './MediaImage';
import styles from './MediaImageStory.module.css';

const SIZES = '(max-width: 26rem) 100vw, 24rem';

const meta = {
  title: 'Media/MediaImage',
  component: MediaImage,
  parameters: {
    msw: { handlers: [mediaHandler] },
    docs: {
      description: {
        component:
          'One of the owner\'s images. A `/media/{hash}_{W}x{H}_{w}.{ext}` URL (what projects, covers and posts store) ' +
          'names every width and format of its image, so it renders as a `<picture>`: AVIF, then WebP, then its JPEG or ' +
          'PNG family as the `<img>`, each with the widths as `srcset` and the screen\'s `sizes`, plus `width` / `height` ' +
          '(no layout shift) and `decoding="async"`. `priority` is for the likely largest paint: `loading="eager"` and ' +
          '`fetchpriority="high"`; otherwise `loading="lazy"`. Any other URL stays a plain `<img>`. The same markup on the ' +
          'server and in the browser. Here MSW draws each file, labelled with the width and format the browser chose.',
      },
    },
  },
  args: { url: MEDIA_PHOTO, alt: 'The supply on the bench', sizes: SIZES, className: styles.image },
  render: (args) => (
    <div className={styles.frame}>
      <MediaImage {...args} />
    </div>
  ),
} satisfies Meta<typeof MediaImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A photo: the browser picks the AVIF file of the width the slot needs; the box has the image's shape before it loads. */
export const Photo: Story = {
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'The supply on the bench' }) as HTMLImageElement;
    await expect(img.parentElement?.tagName).toBe('PICTURE');
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('decoding', 'async');
    const box = img.getBoundingClientRect();
    await expect(Math.abs(box.width / box.height - 1.5)).toBeLessThan(0.02);
    await waitFor(() => expect(img.currentSrc).toMatch(/_2400x1600_\d+\.avif$/));
  },
};

/** The first image of a page: fetched at once and ahead of the rest. */
export const Priority: Story = {
  args: { priority: true },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img');
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
  },
};

/** A flat image (a diagram): its fallback is PNG. */
export const FlatImage: Story = {
  args: { url: MEDIA_DIAGRAM, alt: 'Block diagram of the pre-regulator' },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img');
    await expect(img.getAttribute('srcset')).toMatch(/_1200\.png 1200w$/);
    await expect(img).toHaveAttribute('width', '1200');
  },
};

/** Any other URL (an image elsewhere, an older upload): the plain `<img>` it always was. */
export const OtherUrl: Story = {
  args: {
    url: placeholderImage('elsewhere', '#24403a', { width: 800, height: 500, fontSize: 44 }),
    alt: 'An image hosted elsewhere',
  },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img');
    await expect(img.closest('picture')).toBeNull();
    await expect(img).not.toHaveAttribute('srcset');
    await expect(img).not.toHaveAttribute('decoding');
  },
};
