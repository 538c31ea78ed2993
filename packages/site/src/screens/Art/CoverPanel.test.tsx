import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MEDIA_PHOTO } from '../../mocks/mediaMocks';
import { COVER_SIZES, CoverPanel } from './CoverPanel';

describe('CoverPanel', () => {
  it('an uploaded cover: a picture sized to the panel, loaded at once (the visitor just opened the category)', () => {
    render(<CoverPanel category="music" cover={MEDIA_PHOTO} />);
    const img = screen.getByRole('img', { name: 'Current music cover' });
    expect(img.parentElement?.tagName).toBe('PICTURE');
    expect(img).toHaveAttribute('src', MEDIA_PHOTO);
    expect(img).toHaveAttribute('sizes', COVER_SIZES);
    expect(img.parentElement?.querySelector('source[type="image/avif"]')).toHaveAttribute('sizes', COVER_SIZES);
    expect(img).toHaveAttribute('width', '2400');
    expect(img).toHaveAttribute('loading', 'eager');
  });

  it('a cover elsewhere: the plain image; none: says so', () => {
    const { rerender } = render(<CoverPanel category="movies" cover="/demo/cover-movies.svg" />);
    const img = screen.getByRole('img', { name: 'Current movies cover' });
    expect(img).toHaveAttribute('src', '/demo/cover-movies.svg');
    expect(img.closest('picture')).toBeNull();
    rerender(<CoverPanel category="books" cover={null} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('No cover set for books')).toBeInTheDocument();
  });
});
