import '@testing-library/jest-dom/vitest';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { MEDIA_DIAGRAM, MEDIA_PHOTO } from '../mocks/mediaMocks';
import { lightboxImage } from './lightboxImage';
import { MediaImage } from './MediaImage';

const SIZES = '(max-width: 600px) 100vw, 20rem';
const PHOTO = '/media/abcdefghijklmnopqrstuv_2400x1600';
const widths = (ext: string) => [480, 960, 1600, 2400].map((width) => `${PHOTO}_${width}.${ext} ${width}w`).join(', ');

function sourcesOf(img: HTMLElement): [string | null, string | null, string | null][] {
  const picture = img.parentElement;
  expect(picture?.tagName).toBe('PICTURE');
  return Array.from(picture?.querySelectorAll('source') ?? [], (source) => [
    source.getAttribute('type'),
    source.getAttribute('srcset'),
    source.getAttribute('sizes'),
  ]);
}

describe('MediaImage', () => {
  it('shows a /media/ image as a picture: AVIF, then WebP, then its own family with every width', () => {
    render(<MediaImage url={MEDIA_PHOTO} alt="The supply on the bench" sizes={SIZES} className="shot" />);
    const img = screen.getByRole('img', { name: 'The supply on the bench' });
    expect(sourcesOf(img)).toEqual([
      ['image/avif', widths('avif'), SIZES],
      ['image/webp', widths('webp'), SIZES],
    ]);
    expect(img.parentElement?.lastElementChild).toBe(img);
    expect(img).toHaveAttribute('src', MEDIA_PHOTO);
    expect(img).toHaveAttribute('srcset', widths('jpg'));
    expect(img).toHaveAttribute('sizes', SIZES);
    expect(img).toHaveAttribute('width', '2400');
    expect(img).toHaveAttribute('height', '1600');
    expect(img).toHaveAttribute('class', 'shot');
    expect(img).toHaveAttribute('decoding', 'async');
  });

  it('loads lazily, unless it is the likely largest paint: then at once and first', () => {
    const { rerender } = render(<MediaImage url={MEDIA_PHOTO} alt="photo" sizes={SIZES} />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img')).not.toHaveAttribute('fetchpriority');
    rerender(<MediaImage url={MEDIA_PHOTO} alt="photo" sizes={SIZES} priority />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('a flat image falls back to PNG; the src is the default width, whatever file the URL names', () => {
    render(<MediaImage url="/media/ABCDEFGHIJKLMNOPQRSTUV_1200x900_480.png" alt="diagram" sizes={SIZES} />);
    const img = screen.getByRole('img', { name: 'diagram' });
    expect(img).toHaveAttribute('src', MEDIA_DIAGRAM);
    expect(img.getAttribute('srcset')).toMatch(/_480\.png 480w, .*_960\.png 960w, .*_1200\.png 1200w$/);
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '900');
  });

  it.each([
    ['an image elsewhere', 'https://img.example/a.png'],
    ['an upload of old', '/uploads/a.png'],
    ['a /media/ URL of another shape', '/media/short_2400x1600_1600.jpg'],
    ['a /media/ file in a format of its own', '/media/abcdefghijklmnopqrstuv_2400x1600_1600.webp'],
  ])('%s stays a plain image, as before', (_, url) => {
    const element = <MediaImage url={url} alt="plain" sizes={SIZES} className="shot" title="T" />;
    expect(renderToStaticMarkup(element)).toBe(`<img class="shot" src="${url}" alt="plain" loading="lazy" title="T"/>`);
    render(element);
    expect(screen.getByRole('img', { name: 'plain' }).closest('picture')).toBeNull();
  });

  it('the server writes what the browser renders: hydrating it changes nothing and warns of nothing', async () => {
    const element = (
      <div>
        <MediaImage url={MEDIA_PHOTO} alt="first" sizes={SIZES} priority />
        <MediaImage url={MEDIA_DIAGRAM} alt="second" sizes={SIZES} title="Wiring" />
        <MediaImage url="https://img.example/a.png" alt="third" sizes={SIZES} />
      </div>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(element);
    const before = container.innerHTML;
    const consoleError = vi.spyOn(console, 'error');
    const recoverable: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, element, { onRecoverableError: (error) => void recoverable.push(error) }));
    expect(recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(before);
    act(() => root.unmount());
    container.remove();
  });
});

describe('lightboxImage', () => {
  it('a /media/ image: its largest file, in AVIF and WebP ahead of its own family', () => {
    expect(lightboxImage(MEDIA_PHOTO)).toEqual({
      src: `${PHOTO}_2400.jpg`,
      sources: [
        { type: 'image/avif', srcSet: `${PHOTO}_2400.avif` },
        { type: 'image/webp', srcSet: `${PHOTO}_2400.webp` },
      ],
    });
  });

  it('any other URL as it is', () => {
    expect(lightboxImage('/uploads/a.png')).toEqual({ src: '/uploads/a.png' });
  });
});
