import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Lightbox, type LightboxProps } from './Lightbox';
import { SAMPLE_IMAGES, SAMPLE_PICTURES } from './sampleImages';

/** The lightbox as a screen uses it: it owns the index and renders the lightbox only while open. */
function Gallery(props: LightboxProps) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <div style={{ display: 'flex', gap: '0.5rem' }}>
      {props.images.map((image) => (typeof image === 'string' ? image : image.src)).map((src, i) => (
        <button key={src} type="button" onClick={() => setOpen(i)} style={{ padding: 0, border: 0, background: 'none' }}>
          <img src={src} alt={`Open image ${i + 1}`} width={120} />
        </button>
      ))}
      {open !== null && (
        <Lightbox
          {...props}
          index={open}
          onIndexChange={(i) => {
            props.onIndexChange(i);
            setOpen(i);
          }}
          onClose={() => {
            props.onClose();
            setOpen(null);
          }}
        />
      )}
    </div>
  );
}

/** An always-open lightbox that follows its own index changes. */
function Open(props: LightboxProps) {
  const [index, setIndex] = useState(props.index);
  return (
    <Lightbox
      {...props}
      index={index}
      onIndexChange={(i) => {
        props.onIndexChange(i);
        setIndex(i);
      }}
    />
  );
}

const meta = {
  title: 'Projects/Lightbox',
  component: Lightbox,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Full-screen overlay for a project\'s gallery: the image and an `n / total` counter. A click on the ' +
          'overlay (image included) closes it, as do Escape and the close button; ArrowLeft / ArrowRight and the ' +
          'previous / next buttons move, wrapping around. It is a labelled modal dialog: focus moves to its close ' +
          'button on open, stays inside, and returns to the opener on close. Controlled: the screen keeps `index` ' +
          'and renders it only while open. An image is a URL, or `{ src, sources }`: the same picture in better ' +
          'formats (`<source type srcSet>`, e.g. AVIF and WebP), shown in a `<picture>` with `src` as the fallback.',
      },
      story: { inline: false, height: '480px' },
    },
  },
  args: {
    images: SAMPLE_IMAGES,
    index: 0,
    label: 'Screenshots of Weather Station',
    onIndexChange: fn(),
    onClose: fn(),
  },
  render: (args) => <Open {...args} />,
} satisfies Meta<typeof Lightbox>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Open on the first of three images; the arrow keys move and wrap, Escape asks to close. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    const dialog = page.getByRole('dialog', { name: 'Screenshots of Weather Station' });
    const counter = within(dialog).getByTestId('lightbox-counter');
    await expect(counter).toHaveTextContent('1 / 3');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'close' })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await expect(counter).toHaveTextContent('2 / 3');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(counter).toHaveTextContent('3 / 3');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(2);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** The last image, reached with the previous button. */
export const LastImage: Story = {
  args: { index: 2 },
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'next' }));
    await expect(page.getByTestId('lightbox-counter')).toHaveTextContent('1 / 3');
    await userEvent.click(page.getByRole('button', { name: 'previous' }));
    await expect(page.getByTestId('lightbox-counter')).toHaveTextContent('3 / 3');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** One image: no previous / next. */
export const SingleImage: Story = {
  args: { images: SAMPLE_IMAGES.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await expect(page.getByTestId('lightbox-counter')).toHaveTextContent('1 / 1');
    await expect(page.queryByRole('button', { name: 'next' })).not.toBeInTheDocument();
  },
};

/** From the gallery: a click on a thumbnail opens, a click on the overlay closes, focus returns. */
export const FromGallery: Story = {
  render: (args) => <Gallery {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = body(canvasElement);
    const thumbnail = canvas.getByRole('button', { name: 'Open image 2' });
    await userEvent.click(thumbnail);
    await expect(page.getByTestId('lightbox-counter')).toHaveTextContent('2 / 3');
    await userEvent.click(page.getByRole('img', { name: 'Screenshots of Weather Station, image 2 of 3' }));
    await expect(page.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(thumbnail).toHaveFocus();
  },
};

/** Each image offered in a better format too: the browser shows the WebP source, not the fallback, and moving keeps doing so. */
export const BetterFormats: Story = {
  args: { images: SAMPLE_PICTURES },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const [first, second] = SAMPLE_PICTURES;
    const shows = async (image: typeof first, n: number) => {
      const img = page.getByRole('img', { name: `Screenshots of Weather Station, image ${n} of 3` });
      await expect(img).toHaveAttribute('src', image?.src);
      await waitFor(() => expect((img as HTMLImageElement).currentSrc).toBe(image?.sources?.[0]?.srcSet));
    };
    await shows(first, 1);
    await userEvent.keyboard('{ArrowRight}');
    await shows(second, 2);
  },
};

/** The light theme. */
export const LightTheme: Story = {
  globals: { theme: 'light' },
  args: { index: 1 },
};
