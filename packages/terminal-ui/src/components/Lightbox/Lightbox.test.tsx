import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Lightbox } from './Lightbox';

const IMAGES = ['a.png', 'b.png', 'c.png'];

function setup(index = 0, images = IMAGES) {
  const onClose = vi.fn();
  const onIndexChange = vi.fn();
  const view = render(
    <Lightbox images={images} index={index} label="Gallery" onClose={onClose} onIndexChange={onIndexChange} />,
  );
  return { onClose, onIndexChange, ...view };
}

describe('Lightbox', () => {
  it('is a modal dialog named by its label, showing the image and n / total', () => {
    setup(1);
    const dialog = screen.getByRole('dialog', { name: 'Gallery' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('img', { name: 'Gallery, image 2 of 3' })).toHaveAttribute('src', 'b.png');
    expect(screen.getByTestId('lightbox-counter')).toHaveTextContent('2 / 3');
  });

  it('shows an image offered in better formats as a picture: its sources first, src the fallback', async () => {
    const images = [
      'plain.png',
      { src: 'large.jpg', sources: [{ type: 'image/avif', srcSet: 'large.avif' }, { type: 'image/webp', srcSet: 'large.webp' }] },
    ];
    const onIndexChange = vi.fn();
    const { rerender } = render(<Lightbox images={images} index={1} label="Gallery" onClose={() => {}} onIndexChange={onIndexChange} />);
    const img = screen.getByRole('img', { name: 'Gallery, image 2 of 2' });
    expect(img).toHaveAttribute('src', 'large.jpg');
    const picture = img.parentElement;
    expect(picture?.tagName).toBe('PICTURE');
    expect(Array.from(picture?.querySelectorAll('source') ?? [], (source) => [source.type, source.srcset])).toEqual([
      ['image/avif', 'large.avif'],
      ['image/webp', 'large.webp'],
    ]);
    expect(picture?.lastElementChild).toBe(img);

    rerender(<Lightbox images={images} index={0} label="Gallery" onClose={() => {}} onIndexChange={onIndexChange} />);
    const plain = screen.getByRole('img', { name: 'Gallery, image 1 of 2' });
    expect(plain).toHaveAttribute('src', 'plain.png');
    expect(plain.closest('picture')).toBeNull();
  });

  it('closes on Escape', async () => {
    const { onClose } = setup();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('moves with the arrow keys, wrapping at both ends', async () => {
    const { onIndexChange } = setup(0);
    await userEvent.keyboard('{ArrowLeft}');
    expect(onIndexChange).toHaveBeenLastCalledWith(2);
    await userEvent.keyboard('{ArrowRight}');
    expect(onIndexChange).toHaveBeenLastCalledWith(1);
  });

  it('ignores the arrows with a single image and shows no previous / next', async () => {
    const { onIndexChange } = setup(0, ['only.png']);
    await userEvent.keyboard('{ArrowRight}');
    expect(onIndexChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'next' })).toBeNull();
    expect(screen.getByTestId('lightbox-counter')).toHaveTextContent('1 / 1');
  });

  it('closes on a click on the overlay or the image, not on the previous / next buttons', async () => {
    const { onClose, onIndexChange } = setup(0);
    await userEvent.click(screen.getByRole('button', { name: 'next' }));
    await userEvent.click(screen.getByRole('button', { name: 'previous' }));
    expect(onIndexChange.mock.calls).toEqual([[1], [2]]);
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('img'));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('button', { name: 'close' }));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('moves focus in, keeps Tab inside and gives focus back to the opener', async () => {
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            open
          </button>
          {open && <Lightbox images={IMAGES} index={0} label="Gallery" onClose={() => setOpen(false)} onIndexChange={() => {}} />}
        </>
      );
    }
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'open' });
    await userEvent.click(opener);
    const close = screen.getByRole('button', { name: 'close' });
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'previous' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(close).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('locks page scrolling while open', () => {
    const { unmount } = setup();
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(document.body.style.overflow).toBe('');
  });
});
